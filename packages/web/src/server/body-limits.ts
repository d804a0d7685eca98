import { CREDENTIAL_FILE_MAX_BYTES } from "@marketplace/domain/credentials";
import { ULID_SOURCE } from "@marketplace/domain/ids";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_MESSAGE } from "@marketplace/domain/messages";
import { PHOTO_MAX_BYTES } from "@marketplace/domain/photo";

/**
 * How large a request body the sites accept. Forms are small; the profile page's photo upload carries
 * an image up to the domain's photo limit plus the multipart envelope and the form's other fields.
 */
export const FORM_BODY_LIMIT = 1024 * 1024;
const MULTIPART_ALLOWANCE = 64 * 1024;
export const PHOTO_BODY_LIMIT = PHOTO_MAX_BYTES + MULTIPART_ALLOWANCE;

/** Paths whose forms upload a photo (the route table's /profile). */
const PHOTO_PATHS = new Set(["/profile"]);
/** The credentials screen uploads one document per form. */
export const CREDENTIAL_BODY_LIMIT = CREDENTIAL_FILE_MAX_BYTES + MULTIPART_ALLOWANCE;
const UPLOAD_PATHS = new Map([["/credentials", CREDENTIAL_BODY_LIMIT]]);

/** A conversation's form sends up to five attachments of 10 MB each (/messages/:id). */
export const MESSAGE_BODY_LIMIT = ATTACHMENTS_PER_MESSAGE * ATTACHMENT_MAX_BYTES + MULTIPART_ALLOWANCE;
const CONVERSATION = new RegExp(`^/messages/${ULID_SOURCE}$`);

/** The body limit in bytes for a request path (query strings and Remix's `.data` suffix ignored). */
export function bodyLimitFor(path: string): number {
  const pathname = path.split("?")[0]?.replace(/\.data$/, "") ?? "/";
  if (PHOTO_PATHS.has(pathname)) return PHOTO_BODY_LIMIT;
  if (CONVERSATION.test(pathname)) return MESSAGE_BODY_LIMIT;
  return UPLOAD_PATHS.get(pathname) ?? FORM_BODY_LIMIT;
}
