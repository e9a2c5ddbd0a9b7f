import { PageToast } from "~/components/ui/page-toast";
import { GARAGE_NOTICES, type GarageNotice } from "./garage-notices";

/**
 * The toast a page of My Garage shows after a saved form (docs/product.md#garage): the
 * notice its redirect named (`?saved=`).
 * @param notice the notice's key, or null for none
 * @returns the success toast, or nothing
 */
export function GarageNoticeToast({ notice }: { notice: GarageNotice | null }) {
  if (!notice) return null;
  const { title, description } = GARAGE_NOTICES[notice];
  return <PageToast tone="success" title={title} description={description} />;
}
