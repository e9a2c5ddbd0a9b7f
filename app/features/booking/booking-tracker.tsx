import { CheckCircle2, Circle } from "lucide-react";
import { SpriteIcon } from "~/components/ui/icon-sprite";
import { FragmentElement, useFragmentRenderer } from "~/components/site/static-fragment";
import { trackerSteps } from "~/catalog/booking-status";
import { TranslatorProvider, useTranslator } from "~/components/site/translation";

/** The icons of the tracker, for a page's `IconSprite`. */
export const TRACKER_ICONS = [CheckCircle2, Circle] as const;

/**
 * The 4-step status tracker (docs/product.md#tracker) for one booking, in the page's language
 * (docs/decisions/0026).
 * @param status the booking's status
 * @param sprite draw the icons from the page's `IconSprite` (which holds {@link TRACKER_ICONS})
 */
export function BookingTracker({ status, sprite = false }: { status: string; sprite?: boolean }) {
  const fragments = useFragmentRenderer();
  const translator = useTranslator();
  const attributes = { ...TRACKER_ATTRIBUTES, "aria-label": translator.t("booking.tracker.label") };
  // The steps depend on the status (and the language) alone, so on a page without scripts each
  // status's steps are drawn once (docs/decisions/0012): a list of bookings repeats a few statuses.
  const html = fragments?.html(
    trackerScope,
    { status, sprite, locale: translator.locale },
    (view) => (
      <TranslatorProvider value={translator}>
        <TrackerSteps {...view} />
      </TranslatorProvider>
    ),
  );
  if (html !== undefined) return <FragmentElement as="ol" {...attributes} html={html} />;
  return (
    <ol {...attributes}>
      <TrackerSteps status={status} sprite={sprite} />
    </ol>
  );
}

/** The tracker's list element (its label is the language's). */
const TRACKER_ATTRIBUTES = {
  className: "grid grid-cols-2 gap-3 sm:grid-cols-4",
} as const;

/** The scope of the trackers' fragments: they depend on nothing but their props. */
const trackerScope = {};

/** The four steps, each done or not yet, for a status. */
function TrackerSteps({ status, sprite }: { status: string; sprite: boolean }) {
  const { t } = useTranslator();
  return trackerSteps(status).map((step, i) => (
    <li key={step.title} className="flex items-center gap-2 text-sm" data-done={step.done}>
      <StepIcon done={step.done} sprite={sprite} />
      <span className={step.done ? "font-medium text-foreground" : "text-muted-foreground"}>
        <span className="sr-only">{t("booking.tracker.step", { n: i + 1 })}</span>
        {t(`booking.tracker.${step.title}`)}
        <span className="sr-only">
          {step.done ? t("booking.tracker.done") : t("booking.tracker.notYet")}
        </span>
      </span>
    </li>
  ));
}

function StepIcon({ done, sprite }: { done: boolean; sprite: boolean }) {
  const Icon = done ? CheckCircle2 : Circle;
  const className = done
    ? "size-5 shrink-0 text-green-700"
    : "size-5 shrink-0 text-muted-foreground";
  return sprite ? (
    <SpriteIcon icon={Icon} className={className} />
  ) : (
    <Icon className={className} aria-hidden />
  );
}
