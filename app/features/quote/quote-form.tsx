import { CheckCircle2, MessageCircle, Send } from "lucide-react";
import { whatsappHref } from "~/catalog/business";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { specFieldOf, type FieldSpec } from "~/components/ui/field";
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";
import { PageToast } from "~/components/ui/page-toast";
import {
  QUOTE_FAILED_MESSAGE,
  QUOTE_LIMITS,
  QUOTE_SUCCESS_MESSAGE,
  quoteCarBrands,
  quoteServiceTypes,
  quoteWhatsappMessage,
  type QuoteActionResult,
  type QuoteField,
  type QuoteTypedValues,
} from "./quote-options";

/** A field's wrapper; a wide one spans both columns. */
const FIELD_CLASS = "grid content-start gap-2";
const WIDE_FIELD_CLASS = "grid content-start gap-2 sm:col-span-2";

/**
 * The form's fields in order, labelled in the page's language (docs/decisions/0026); the
 * options' values stay the stored English words.
 */
const formFields = ({ t }: Translator): Array<FieldSpec<QuoteField>> => [
  {
    name: "name",
    label: t("quote.name"),
    className: WIDE_FIELD_CLASS,
    control: "input",
    attrs: { autoComplete: "name", maxLength: QUOTE_LIMITS.nameMax },
  },
  {
    name: "phone",
    label: t("quote.phone"),
    control: "input",
    attrs: {
      type: "tel",
      inputMode: "tel",
      autoComplete: "tel",
      maxLength: QUOTE_LIMITS.phoneMax,
      placeholder: t("quote.phonePlaceholder"),
    },
  },
  {
    name: "email",
    label: t("quote.email"),
    control: "input",
    attrs: {
      type: "email",
      autoComplete: "email",
      maxLength: QUOTE_LIMITS.emailMax,
      placeholder: "you@example.com",
    },
  },
  {
    name: "carBrand",
    label: t("quote.carBrand"),
    control: "select",
    prompt: t("quote.carBrandPrompt"),
    options: quoteCarBrands,
    optionLabel: (o) => (o === "Other" ? t("quote.options.Other") : o),
  },
  {
    name: "serviceType",
    label: t("quote.serviceType"),
    control: "select",
    prompt: t("quote.servicePrompt"),
    options: quoteServiceTypes,
    optionLabel: (o) => t(`quote.options.${o}`),
  },
  {
    name: "message",
    label: t("quote.message"),
    className: WIDE_FIELD_CLASS,
    control: "textarea",
    attrs: {
      rows: 4,
      maxLength: QUOTE_LIMITS.messageMax,
      placeholder: t("quote.messagePlaceholder"),
    },
  },
];

interface QuoteFormProps {
  /** The business WhatsApp number in E.164 form (root data's business facts). */
  phone: string;
  /** The business name, greeted in the WhatsApp message. */
  businessName: string;
  /** The /contact action's answer to the last submit, when the page is that answer. */
  result?: QuoteActionResult;
  /** The route the form posts to. */
  action?: string;
}

/**
 * The contact page's quote request form (docs/product.md#route-contact, docs/product.md#quote-form;
 * docs/product.md#leads): a plain HTML form posting to the /contact action, which validates with
 * `QuoteFormSchema` and answers with the page (docs/decisions/0011), so it works before and without
 * JavaScript. On success: the spec's toast, an empty form, and a 'Send on WhatsApp' link carrying
 * the values just sent. On a refusal: the server's message in a toast, the errors at their fields,
 * and what was typed kept.
 */
export function QuoteForm({ phone, businessName, result, action = "/contact" }: QuoteFormProps) {
  const refused = result && !result.ok ? result : undefined;
  const sent = result?.ok ? result.sent : undefined;
  const errors = refused?.fieldErrors ?? {};
  const typed: Partial<QuoteTypedValues> = refused?.values ?? {};
  const translator = useTranslator();
  const { t } = translator;

  return (
    <Card>
      {sent && (
        <PageToast
          tone="success"
          title={translator.locale === "en" ? QUOTE_SUCCESS_MESSAGE : t("quote.success")}
        />
      )}
      {refused && (
        <PageToast
          tone="error"
          title={
            refused.message ||
            (translator.locale === "en" ? QUOTE_FAILED_MESSAGE : t("quote.failed"))
          }
        />
      )}
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{t("quote.heading")}</h2>
        </CardTitle>
        <CardDescription>{t("quote.intro")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {sent && (
          <div
            id="quote-sent"
            role="status"
            className="grid gap-3 rounded-lg border border-green-600/30 bg-green-50 p-4 text-green-950"
          >
            <p className="flex items-start gap-2 text-sm font-medium">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
              <span>{t("quote.received", { name: sent.name })}</span>
            </p>
            <Button
              asChild
              className="w-full bg-[#1f7a3d] text-white hover:bg-[#1f7a3d]/90 sm:w-auto sm:justify-self-start"
            >
              <a
                href={whatsappHref(phone, quoteWhatsappMessage(sent, businessName))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <MessageCircle aria-hidden />
                {t("quote.sendWhatsapp")}
              </a>
            </Button>
          </div>
        )}

        {/* After a success the form is drawn afresh (a new key), so it is empty again. */}
        <form
          key={sent ? "sent" : "form"}
          method="post"
          action={action}
          noValidate
          className="grid gap-5"
          aria-label={t("quote.formName")}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {formFields(translator).map(
              specFieldOf({ values: typed, errors, idPrefix: "quote", className: FIELD_CLASS }),
            )}
          </div>

          <Button type="submit" size="lg" className="w-full">
            <Send aria-hidden />
            {t("quote.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
