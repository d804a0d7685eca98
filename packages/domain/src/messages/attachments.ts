/** Spec section 5: message attachments. */

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * All the attachments one account has sent and not deleted, together (issue 27): without a cap, a
 * conversation is free storage. Deleting a message frees its files' share.
 */
export const ATTACHMENT_STORAGE_QUOTA_BYTES = 100 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx", "txt"] as const;

export const ATTACHMENT_MESSAGES = {
  tooLarge: "File must not be more than 10MB",
  quotaExceeded: "You have used your 100MB of attachment storage: delete some files you sent to send more",
  webpSvg: "WebP and SVG images are not supported",
  onlyImages: "Only images can be uploaded",
  onlyDocuments: "Only documents can be uploaded",
} as const;

export type AttachmentOption = "photo" | "document";

const extensionOf = (name: string) => name.toLowerCase().split(".").pop() ?? "";
const isImage = (file: { name: string; type: string }) =>
  file.type.toLowerCase().startsWith("image/") ||
  ["png", "jpg", "jpeg", "gif", "webp", "svg", "heic", "bmp"].includes(extensionOf(file.name));
const isWebpOrSvg = (file: { name: string; type: string }) =>
  /image\/(webp|svg\+xml)/i.test(file.type) || ["webp", "svg"].includes(extensionOf(file.name));

/** The message for a file chosen under the photo or the document option, or null when it is fine. */
export function checkAttachment(
  file: { name: string; type: string; size: number },
  option: AttachmentOption,
): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_MESSAGES.tooLarge;
  if (isWebpOrSvg(file)) return ATTACHMENT_MESSAGES.webpSvg;
  if (option === "photo") return isImage(file) ? null : ATTACHMENT_MESSAGES.onlyImages;
  if (isImage(file)) return ATTACHMENT_MESSAGES.onlyDocuments;
  return (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
    ? null
    : ATTACHMENT_MESSAGES.onlyDocuments;
}
