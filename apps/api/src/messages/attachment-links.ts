import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a listed attachment's link works. */
export const ATTACHMENT_LINK_TTL_MS = 60 * 60 * 1000;

const sign = (secret: string, id: string, viewer: string, expires: number) =>
  createHmac("sha256", secret).update(`message-attachment:${id}:${viewer}:${expires}`).digest("base64url");

/** A link to an attachment for one reader, valid for an hour (signed with the server's link secret). */
export function attachmentLink(
  publicUrl: string,
  secret: string,
  id: string,
  viewer: string,
  now: Date,
): string {
  const expires = now.getTime() + ATTACHMENT_LINK_TTL_MS;
  const query = new URLSearchParams({
    viewer,
    expires: String(expires),
    signature: sign(secret, id, viewer, expires),
  });
  return `${publicUrl.replace(/\/$/, "")}/v1/messages/attachments/${id}?${query}`;
}

/** True when the signature is the server's for this attachment, reader and expiry, and it has not expired. */
export function verifyAttachmentLink(
  secret: string,
  id: string,
  link: { viewer: string; expires: string; signature: string },
  now: Date,
): boolean {
  const expires = Number(link.expires);
  if (!Number.isFinite(expires) || expires < now.getTime()) return false;
  const expected = Buffer.from(sign(secret, id, link.viewer, expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
