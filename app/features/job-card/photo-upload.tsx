/**
 * The admin's inspection photos section (docs/decisions/0010): the booking's photos and the
 * form that uploads one more.
 */
import { Camera } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field, SectionCard } from "./admin-job-card-layout";
import { fieldError, type JobCardFormProps } from "./job-card-fetcher";
import type { JobCardView } from "./job-card-loader.server";
import { PhotoGallery } from "./photo-gallery";

/**
 * Photo upload (one at a time) and the booking's photos. The limits it states are those
 * `app/features/photos/photos.server.ts` and `inspection-photos.server.ts` enforce (JPEG, PNG or WebP; 10 MB; 20 a booking).
 * @param photos the booking's photos, oldest first
 * @param action the job card's URL, which the form posts to (a plain multipart form,
 *   docs/decisions/0020); `answer` the action's answer when the page is one
 * @returns the section; its form posts multipart with intent "upload-photo"
 */
export function PhotoUpload({
  photos,
  action,
  answer,
}: JobCardFormProps & {
  photos: JobCardView["photos"];
}) {
  const error = fieldError(answer, "upload-photo", "photo");
  return (
    <SectionCard
      title="Inspection photos"
      description={
        <>
          JPEG, PNG or WebP up to 10 MB; at most 20 a booking. Only this customer and admins can see
          them.
        </>
      }
      contentClassName="grid gap-4"
    >
      <PhotoGallery photos={photos} />
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="upload-photo" />
        <Field id="photo" label="Add a photo" error={error}>
          <Input
            id="photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={!!error}
            className="h-11 max-w-xs"
          />
        </Field>
        <Button type="submit" variant="outline" className="min-h-11">
          <Camera aria-hidden /> Upload photo
        </Button>
      </form>
    </SectionCard>
  );
}
