import { PHOTO_MESSAGES } from "@marketplace/domain/photo";
import { imageSize } from "image-size";
import { ApiError } from "../http/errors.ts";

/** Spec section 5 and 9: PNG or JPG, at most 10MB, at least 200x200 pixels. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MIN_SIDE = 200;
export { PHOTO_MESSAGES };

/**
 * Checks an upload by its content — magic bytes and decoded dimensions — never by its name or the
 * type the browser claims. Returns the extension to store it under.
 */
export function checkPhoto(bytes: Uint8Array): { extension: "jpg" | "png"; width: number; height: number } {
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new ApiError(413, PHOTO_MESSAGES.tooLarge);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ApiError(415, PHOTO_MESSAGES.notImage);
  }
  if (size.type !== "jpg" && size.type !== "png") throw new ApiError(415, PHOTO_MESSAGES.notImage);
  const { width, height } = size;
  if (width < PHOTO_MIN_SIDE || height < PHOTO_MIN_SIDE) throw new ApiError(422, PHOTO_MESSAGES.tooSmall);
  return { extension: size.type, width, height };
}
