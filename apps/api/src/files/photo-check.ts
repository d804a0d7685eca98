import {
  checkPhotoDimensions,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  PHOTO_MESSAGES,
} from "@marketplace/domain/photo";
import sharp, { type Metadata } from "sharp";
import { ApiError } from "../http/index.ts";

// Uploads are decoded once and thrown away: libvips' operation cache would only hold on to memory.
sharp.cache(false);

/** The stored photo's longest side: far above the 160 px avatar, small enough to serve to phones. */
export const PHOTO_STORED_SIDE = 1024;

export interface CheckedPhoto {
  bytes: Uint8Array;
  extension: "jpg" | "png";
  width: number;
  height: number;
}

/**
 * Decodes an upload and re-encodes it, so what is stored is pixels we produced: never the sender's
 * bytes (HTML behind PNG magic, a truncated file, a decompression bomb) and never its metadata (EXIF
 * GPS, camera serials). Judged by content, not by name or claimed type; the spec's messages.
 */
export async function reencodePhoto(upload: Uint8Array): Promise<CheckedPhoto> {
  if (upload.byteLength > PHOTO_MAX_BYTES) throw new ApiError(413, PHOTO_MESSAGES.tooLarge);
  // limitInputPixels stops libvips before it allocates a huge canvas; failOn "warning" refuses
  // damaged or truncated data instead of filling the gap with grey.
  const options = { failOn: "warning", pages: 1 } as const;
  let meta: Metadata;
  try {
    // Only the header is read here (no pixels), so the declared size can be judged with its own message.
    meta = await sharp(upload, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(415, PHOTO_MESSAGES.notImage);
  }
  if (meta.format !== "jpeg" && meta.format !== "png") throw new ApiError(415, PHOTO_MESSAGES.notImage);
  // The header's size (as displayed, after EXIF rotation) answers 'too small' or 'too big' before decoding.
  const size = { width: meta.autoOrient.width, height: meta.autoOrient.height };
  const problem = checkPhotoDimensions(size);
  if (problem) throw new ApiError(422, problem);
  try {
    const pipeline = sharp(upload, { ...options, limitInputPixels: PHOTO_MAX_SIDE * PHOTO_MAX_SIDE })
      .autoOrient()
      .resize({
        width: PHOTO_STORED_SIDE,
        height: PHOTO_STORED_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      });
    // No withMetadata(): sharp writes no EXIF, XMP or ICC text chunks unless asked to.
    const { data, info } = await (meta.format === "png"
      ? pipeline.png({ compressionLevel: 8 })
      : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      extension: meta.format === "png" ? "png" : "jpg",
      width: info.width,
      height: info.height,
    };
  } catch {
    // The header was fine but the pixels were not (truncated, corrupt, or over the pixel limit).
    throw new ApiError(415, PHOTO_MESSAGES.notImage);
  }
}
