/**
 * The photo rules every room shares (docs/decisions/0010): what is accepted and the words of a
 * refusal. Client-safe: the upload forms read the same limit.
 */

import { MAX_PHOTO_BYTES } from "~/lib/photo-routes";

/** The largest photo accepted, in bytes (10 MB): the photo routes' limit, `app/lib/photo-routes.ts`. */
export { MAX_PHOTO_BYTES };

/** What a refused photo says, at the form's photo field. */
export const PHOTO_MESSAGES = {
  type: "Choose a JPEG, PNG or WebP photo",
  size: "A photo may be at most 10 MB",
} as const;

/** A refused photo: not a JPEG, PNG or WebP image, or too large; its field is always "photo". */
export class PhotoError extends Error {
  /** The form field the message belongs to. */
  readonly field = "photo";
  /** @param message one of {@link PHOTO_MESSAGES} */
  constructor(message: string) {
    super(message);
  }
}
