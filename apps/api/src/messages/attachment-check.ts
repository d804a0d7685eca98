import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  type AttachmentOption,
  MESSAGE_ERRORS,
} from "@marketplace/domain/messages";
import { fileTypeFromBuffer } from "file-type";
import { DOCUMENT_MEDIA_TYPES, type DocumentKind, safeFilename, sniffDocument } from "../files/index.ts";
import { ApiError } from "../http/index.ts";

export interface CheckedAttachment {
  bytes: Uint8Array;
  name: string;
  extension: string;
  mediaType: string;
  isImage: boolean;
}

const IMAGES: Partial<Record<DocumentKind, string>> = { png: "png", jpeg: "jpg" };
const DOCUMENTS: Partial<Record<DocumentKind, string>> = {
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  text: "txt",
};

const SVG = /<svg[\s>]/i;

/** WebP or SVG by content (an SVG is markup, which sniffDocument already refuses as text). */
async function isWebpOrSvg(bytes: Uint8Array): Promise<boolean> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === "webp" || found?.ext === "svg") return true;
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096));
  return SVG.test(head);
}

/**
 * One attachment judged by its bytes against the option it was sent under (spec section 5): at
 * most 10 MB; WebP and SVG refused; photos are PNG or JPEG; documents are PDF, DOC, DOCX or plain
 * text (an HTML page renamed .txt is markup, not text). Without an option the content decides.
 */
export async function checkAttachment(
  file: File,
  option: AttachmentOption | undefined,
): Promise<CheckedAttachment> {
  if (file.size === 0) throw new ApiError(400, MESSAGE_ERRORS.emptyFile);
  if (file.size > ATTACHMENT_MAX_BYTES) throw new ApiError(413, ATTACHMENT_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (await isWebpOrSvg(bytes)) throw new ApiError(415, ATTACHMENT_MESSAGES.webpSvg);
  const kind = await sniffDocument(bytes);
  const image = kind ? IMAGES[kind] : undefined;
  const document = kind ? DOCUMENTS[kind] : undefined;
  const wanted = option ?? (image ? "photo" : "document");
  if (wanted === "photo" && !image) throw new ApiError(415, ATTACHMENT_MESSAGES.onlyImages);
  if (wanted === "document" && !document) throw new ApiError(415, ATTACHMENT_MESSAGES.onlyDocuments);
  const extension = (wanted === "photo" ? image : document) as string;
  return {
    bytes,
    name: safeFilename(file.name, extension, wanted === "photo" ? "photo" : "document"),
    extension,
    mediaType: DOCUMENT_MEDIA_TYPES[kind as DocumentKind],
    isImage: wanted === "photo",
  };
}
