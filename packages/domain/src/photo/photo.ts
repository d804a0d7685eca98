/** Spec sections 5 and 9: profile photo rules and the crop dialog's settings. */

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MIN_SIDE = 200;
/**
 * Not in the spec: a bound on decoding. A tiny file can declare 20000x20000 pixels (1.6 GB once
 * decoded); no camera photo or crop needs more than this per side.
 */
export const PHOTO_MAX_SIDE = 8000;
export const AVATAR_SIZE = 160;
export const PHOTO_ACCEPT = "image/png,image/jpeg";
export const CROP = { aspectRatio: 1, zoomMin: 1, zoomMax: 3, zoomStep: 0.1 } as const;

export const PHOTO_MESSAGES = {
  notImage: "Please upload a valid image file.",
  tooLarge: "File size should not exceed 10MB",
  tooSmall: "Image dimensions should be at least 200x200 pixels.",
  tooBig: "Image dimensions should be at most 8000x8000 pixels.",
  cropFailed: "Failed to crop image.",
  changed: "Image Changed Successfully",
} as const;

const ACCEPTED_TYPES = new Set(["image/png", "image/jpeg", "image/jpg"]);

/** Checks before the image is decoded: type (PNG or JPG) and size. Returns the message or null. */
export function checkPhotoFile(file: { type: string; size: number }): string | null {
  if (!ACCEPTED_TYPES.has(file.type.toLowerCase())) return PHOTO_MESSAGES.notImage;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** Checks once the image's size is known: at least 200x200 pixels, at most 8000 on either side. */
export function checkPhotoDimensions(size: { width: number; height: number }): string | null {
  if (size.width < PHOTO_MIN_SIDE || size.height < PHOTO_MIN_SIDE) return PHOTO_MESSAGES.tooSmall;
  if (size.width > PHOTO_MAX_SIDE || size.height > PHOTO_MAX_SIDE) return PHOTO_MESSAGES.tooBig;
  return null;
}

/** Zoom clamped to 1–3 and snapped to steps of 0.1. */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return CROP.zoomMin;
  const snapped = Math.round(value / CROP.zoomStep) / 10;
  return Math.min(CROP.zoomMax, Math.max(CROP.zoomMin, snapped));
}
