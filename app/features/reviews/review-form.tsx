import { CheckCircle2, Star, XCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FieldError, fieldErrorId } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { useTranslator } from "~/components/site/translation";
import { languages } from "~/catalog/languages";
import { messageIn } from "~/lib/i18n";
import { formatDisplayDate } from "~/lib/time";
import type { ReviewPageData } from "./review-page.server";
import { UNSUPPORTED_CHARACTERS_MESSAGE } from "~/lib/text-rules";
import { ANONYMOUS_NAME, REVIEW_LIMITS, REVIEW_MESSAGES } from "./review-schema";

/** The page's messages by name (`content.review.messages.<name>` in Telugu and Hindi). */
const PAGE_MESSAGES = { ...REVIEW_MESSAGES, unsupported: UNSUPPORTED_CHARACTERS_MESSAGE };

/** Props of {@link ReviewPageBody}. */
export interface ReviewPageBodyProps {
  page: ReviewPageData;
  /** The workshop's phone as people read it, for the pages that say a link does not work. */
  phone: string;
  /** The visit's service type as the page's language names it (default: as stored). */
  serviceName?: string;
}

/**
 * The review page's content (docs/product.md#reviews-page): the form for a link that works (1 to
 * 5 stars as radio buttons in a fieldset, the text, how the name is shown, consent to publish),
 * the thanks with the workshop's Google review link after sending, or a plain page for a link
 * that no longer works. A plain HTML form the server answers: it works without scripts
 * (docs/decisions/0011). The customer's words are React text: escaped. In the language of the
 * link (/te/review/…, /hi/review/…: docs/decisions/0026), the form posting to the same page.
 * @returns the page's main column
 */
export function ReviewPageBody({ page, phone, serviceName }: ReviewPageBodyProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const said = (message: string) =>
    messageIn(translator, "content.review.messages", PAGE_MESSAGES, message, "invalid", {
      max: REVIEW_LIMITS.textMax.toLocaleString(languages[locale].intl),
    });
  if (page.state === "sent")
    return (
      <section className="grid gap-4" aria-labelledby="review-heading">
        <h1 id="review-heading" className="flex items-center gap-2 text-2xl font-bold">
          <CheckCircle2 className="size-6 text-green-700" aria-hidden />
          {said(REVIEW_MESSAGES.sent)}
        </h1>
        <p>{said(page.consent ? REVIEW_MESSAGES.sentConsent : REVIEW_MESSAGES.sentPrivate)}</p>
        {page.googleReviewUrl && (
          <p className="grid gap-3">
            <span>{said(REVIEW_MESSAGES.google)}</span>
            <a
              href={page.googleReviewUrl}
              rel="noopener"
              className="inline-flex min-h-11 w-fit items-center rounded-md border bg-background px-4 font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("review.google")}
            </a>
          </p>
        )}
      </section>
    );
  if (page.state !== "open" && page.state !== "invalid")
    return (
      <section className="grid gap-4" aria-labelledby="review-heading">
        <h1 id="review-heading" className="flex items-center gap-2 text-2xl font-bold">
          <XCircle className="size-6 text-destructive" aria-hidden />
          {page.state === "used" ? t("review.used") : t("review.notWorking")}
        </h1>
        <p>{said(page.message)}</p>
        <p className="text-muted-foreground">{t("review.questions", { phone })}</p>
      </section>
    );
  const { link } = page;
  const errors = page.state === "invalid" ? page.fieldErrors : {};
  const values = page.state === "invalid" ? page.values : {};
  const chosenName = values.name ?? "initial";
  const fieldError = (message: string | undefined) => message && said(message);
  return (
    <section className="grid gap-6" aria-labelledby="review-heading">
      <div className="grid gap-2">
        <h1 id="review-heading" className="text-2xl font-bold">
          {t("review.heading")}
        </h1>
        <p className="text-muted-foreground">
          {t("review.visit", {
            service: serviceName ?? link.service,
            car: link.car,
            date: formatDisplayDate(link.visitDate, locale),
          })}
        </p>
      </div>
      {page.state === "invalid" && (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-destructive">
          {said(page.message)}
        </p>
      )}
      <form method="post" className="grid gap-6" noValidate>
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.rating ? fieldErrorId("rating") : undefined}
        >
          <legend className="mb-2 font-semibold">{t("review.rating")}</legend>
          <div className="flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="flex min-h-11 min-w-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  required
                  defaultChecked={values.rating === String(n)}
                  className="size-5 accent-primary"
                />
                <span className="flex items-center gap-1">
                  {n}
                  <Star className="size-4 fill-amber-500 text-amber-600" aria-hidden />
                  <span className="sr-only">
                    {t("review.stars", { count: n, word: t(`review.starWords.${n}`) })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={fieldErrorId("rating")} message={fieldError(errors.rating)} />
        </fieldset>
        <div className="grid gap-2">
          <label htmlFor="text" className="font-semibold">
            {t("review.text")}
          </label>
          <Textarea
            id="text"
            name="text"
            rows={6}
            maxLength={REVIEW_LIMITS.textMax}
            defaultValue={values.text ?? ""}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? fieldErrorId("text") : "text-description"}
          />
          <p id="text-description" className="text-sm text-muted-foreground">
            {t("review.textHint", {
              max: REVIEW_LIMITS.textMax.toLocaleString(languages[locale].intl),
            })}
          </p>
          <FieldError id={fieldErrorId("text")} message={fieldError(errors.text)} />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-semibold">{t("review.name")}</legend>
          {(
            [
              ["initial", link.shownName],
              ["anonymous", locale === "en" ? ANONYMOUS_NAME : t("content.review.anonymous")],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="name"
                value={value}
                defaultChecked={chosenName === value}
                className="size-5 accent-primary"
              />
              <span>{label}</span>
            </label>
          ))}
          <FieldError id={fieldErrorId("name")} message={fieldError(errors.name)} />
        </fieldset>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            defaultChecked={values.consent === "yes"}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <span>{t("review.consent")}</span>
        </label>
        <Button type="submit" size="lg" className="min-h-11 w-full sm:w-fit">
          {t("review.submit")}
        </Button>
      </form>
    </section>
  );
}
