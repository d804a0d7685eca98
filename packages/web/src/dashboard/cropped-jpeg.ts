/** The saved crop's JPEG quality. */
export const CROP_JPEG_QUALITY = 0.9;

/**
 * A data: URL's bytes as a Blob of its declared type (base64 data: URLs, as canvas.toDataURL writes),
 * or null when it is not one.
 */
export function dataUrlToBlob(url: string): Blob | null {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(url);
  if (!match?.[1] || match[2] === undefined) return null;
  const binary = atob(match[2]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

/**
 * The cropped canvas as a JPEG, encoded at once. Not canvas.toBlob: Chromium encodes for toBlob in the
 * page's idle time and, when no idle period comes, only after a one-second start timeout (then in
 * slices, up to a further ~5.7 s completion timeout). Headless and on a busy machine that was 1 to
 * 6.7 seconds before the upload even began; encoding a 480 × 480 crop here takes milliseconds.
 * Null when the canvas gives no JPEG (a browser that cannot encode one writes a PNG instead).
 */
export function canvasToJpeg(canvas: Pick<HTMLCanvasElement, "toDataURL">): Blob | null {
  const blob = dataUrlToBlob(canvas.toDataURL("image/jpeg", CROP_JPEG_QUALITY));
  return blob?.type === "image/jpeg" ? blob : null;
}
