import { PHOTO_MESSAGES } from "../photo/photo.ts";

/**
 * Spec screen 16 and sections 3, 5 and 8: a provider's credentials (qualifications grouped by type,
 * each with details and files) and insurance documents. Shared by the API's routes and the screen.
 */

/** The credential types, in the order the screen lists them. */
export const CREDENTIAL_TYPES = ["license", "association", "education", "certification", "conduct"] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

/** Spec screen 16: the license is required, the rest optional. */
export const REQUIRED_CREDENTIAL_TYPES: readonly CredentialType[] = ["license"];

export const isCredentialType = (value: unknown): value is CredentialType =>
  typeof value === "string" && (CREDENTIAL_TYPES as readonly string[]).includes(value);

export const isRequiredCredential = (type: CredentialType) => REQUIRED_CREDENTIAL_TYPES.includes(type);

/** Spec section 5: the file types a credential upload accepts (judged by content on the server). */
export const CREDENTIAL_FILE_EXTENSIONS = [
  "csv",
  "xlsx",
  "doc",
  "docx",
  "pdf",
  "jpg",
  "jpeg",
  "png",
] as const;
export type CredentialFileExtension = (typeof CREDENTIAL_FILE_EXTENSIONS)[number];

/**
 * Not in the spec: the largest credential or insurance file. 10 MB, as for photos and message
 * attachments: a scanned licence or a policy PDF fits with room to spare.
 */
export const CREDENTIAL_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Not in the spec: at most this many files per credential type, and as many insurance documents. */
export const CREDENTIAL_MAX_FILES = 10;

/** The file input's `accept` attribute: the extensions (what pickers filter on) only. */
export const CREDENTIAL_FILE_ACCEPT = CREDENTIAL_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** Details fields are single lines; bounds keep them so. */
export const CREDENTIAL_DETAIL_LIMITS = { title: 200, body: 200, credentialNumber: 100 } as const;

export const CREDENTIAL_MESSAGES = {
  /** Spec section 8: the delete's success message. */
  fileDeleted: "File Deleted",
  fileUploaded: "File Uploaded",
  detailsSaved: "Details Saved",
  invalidType: "Please upload a csv, xlsx, doc, docx, pdf, jpg, jpeg or png file",
  /** The spec's words for a file over 10 MB (section 5, the photo's limit; the same limit here). */
  tooLarge: PHOTO_MESSAGES.tooLarge,
  /** Saving a credential with no detail and no file would save nothing: the file field says so. */
  nothingToSave: "Add a file or fill in at least one detail before saving",
  empty: "The file is empty",
  noFile: "Please choose a file to upload",
  fileNotFound: "File not found",
  tooMany: "You can upload at most 10 files here. Delete one to add another.",
} as const;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/**
 * The checks a browser can make before sending (name and size): the message, or null. The server
 * decides by content whatever the name says; this only saves a pointless upload.
 */
export function checkCredentialFile(file: { name: string; size: number }): string | null {
  if (file.size === 0) return CREDENTIAL_MESSAGES.empty;
  if (file.size > CREDENTIAL_FILE_MAX_BYTES) return CREDENTIAL_MESSAGES.tooLarge;
  return (CREDENTIAL_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
    ? null
    : CREDENTIAL_MESSAGES.invalidType;
}

/** A credential save that would store nothing: every detail blank and no file chosen. */
export function isEmptyCredentialSave(
  details: { title: string; body: string; credentialNumber: string },
  file: unknown,
): boolean {
  return !file && [details.title, details.body, details.credentialNumber].every((v) => v.trim() === "");
}

/** A file's size for a file row: '820 B', '14 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
