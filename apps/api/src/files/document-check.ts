import CFB from "cfb";
import { fileTypeFromBuffer } from "file-type";
import sanitize from "sanitize-filename";

/**
 * What an uploaded document is, judged by its bytes: never by its name or the type the browser
 * claimed. `text` is valid UTF-8 without NULs or markup (a CSV, a plain-text note); the caller
 * decides which kinds it takes.
 */
export type DocumentKind = "pdf" | "png" | "jpeg" | "docx" | "xlsx" | "doc" | "text";

export const DOCUMENT_MEDIA_TYPES: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  doc: "application/msword",
  text: "text/plain",
};

/**
 * A legacy Word file is an OLE compound file holding a `WordDocument` stream; Excel 97, MSI
 * installers and other compound files are not Word files.
 */
function isWordCompoundFile(bytes: Uint8Array): boolean {
  try {
    const container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      type: "buffer",
    });
    return CFB.find(container, "WordDocument") !== null;
  } catch {
    return false;
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
/** Control characters other than tab, line feed, form feed and carriage return (NUL among them). */
const CONTROL = /(?![\t\n\f\r])\p{Cc}/u;
/** Markup a browser would render: a 'CSV' that is really a web page or an SVG. */
const MARKUP = /^\s*<(?:!doctype|html|head|body|script|svg|iframe|\?xml|!--)/i;

function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return false;
  }
  return !CONTROL.test(text) && !MARKUP.test(text.replace(/^\uFEFF/, ""));
}

/** The document's kind, or null when it is none of them (HTML, an executable, a zip, WebP…). */
export async function sniffDocument(bytes: Uint8Array): Promise<DocumentKind | null> {
  if (bytes.byteLength === 0) return null;
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case "pdf":
      return "pdf";
    case "png":
      return "png";
    case "jpg":
      return "jpeg";
    // file-type reads the zip's [Content_Types].xml: a docx or xlsx, not any zip with a .docx name.
    case "docx":
      return "docx";
    case "xlsx":
      return "xlsx";
    case "cfb":
      return isWordCompoundFile(bytes) ? "doc" : null;
    case undefined:
      return isPlainText(bytes) ? "text" : null;
    default:
      return null;
  }
}

/** Invisible formatting characters, such as the right-to-left override of 'invoice‮fdp.exe'. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const MAX_BASE_LENGTH = 120;

/**
 * The name a stored document is shown and downloaded under: the sender's base name made safe (no
 * folders, control or direction characters, reserved names or characters), at most 120 characters,
 * with the extension of what the content is (`jpg` or `jpeg` kept as sent for a JPEG).
 */
export function safeFilename(original: string, extension: string, fallback = "document"): string {
  const leaf = original.split(/[/\\]/).pop() ?? "";
  const cleaned = sanitize(leaf.normalize("NFC").replace(FORMAT_CHARACTERS, ""), { replacement: "" })
    .replace(/\s+/g, " ")
    .trim();
  const dot = cleaned.lastIndexOf(".");
  const sentExtension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : "";
  const base =
    (dot > 0 ? cleaned.slice(0, dot) : cleaned)
      .replace(/^[.\s]+/, "")
      .slice(0, MAX_BASE_LENGTH)
      .trim() || fallback;
  const keepSent = extension === "jpg" && (sentExtension === "jpg" || sentExtension === "jpeg");
  return `${base}.${keepSent ? sentExtension : extension}`;
}
