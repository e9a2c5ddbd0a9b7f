import { PageToast } from "~/components/ui/page-toast";
import { useTranslator } from "~/components/site/translation";
import { GARAGE_NOTICES, type GarageNotice } from "./garage-notices";

/**
 * The toast a page of My Garage shows after a saved form (docs/product.md#garage): the
 * notice its redirect named (`?saved=`), in the page's language (docs/decisions/0026: the
 * English words are `GARAGE_NOTICES`, Telugu's and Hindi's `content.garage.notices`).
 * @param notice the notice's key, or null for none
 * @returns the success toast, or nothing
 */
export function GarageNoticeToast({ notice }: { notice: GarageNotice | null }) {
  const { t, locale } = useTranslator();
  if (!notice) return null;
  const { title, description } = GARAGE_NOTICES[notice];
  if (locale === "en") return <PageToast tone="success" title={title} description={description} />;
  const key = `content.garage.notices.${notice}`;
  return (
    <PageToast
      tone="success"
      title={t(`${key}.title`)}
      description={description && t(`${key}.description`)}
    />
  );
}
