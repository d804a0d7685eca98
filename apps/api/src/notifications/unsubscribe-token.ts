import { createHmac, timingSafeEqual } from "node:crypto";
import { isUlid } from "@marketplace/domain/ids";
import { type EmailPreferenceKey, isEmailPreferenceKey } from "@marketplace/domain/notifications";

/**
 * The token of a notification email's unsubscribe link (`{userId}-{key}-{signature}`, URL-safe): the
 * person, the preference it turns off and an
 * HMAC-SHA256 of both with the server's link secret (FILE_LINK_SECRET). It does not expire: an old
 * email's link still works, and it can only ever turn that one switch off for that one person.
 */
const sign = (secret: string, userId: string, key: EmailPreferenceKey) =>
  createHmac("sha256", secret).update(`notification-unsubscribe:${userId}:${key}`).digest("base64url");

export function unsubscribeToken(secret: string, userId: string, key: EmailPreferenceKey): string {
  return `${userId}-${key}-${sign(secret, userId, key)}`;
}

/** The person and preference of a token the server signed; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; key: EmailPreferenceKey } | null {
  // The id and the key hold no '-'; the signature (base64url) may.
  const first = token.indexOf("-");
  const second = token.indexOf("-", first + 1);
  if (first < 0 || second < 0) return null;
  const userId = token.slice(0, first);
  const key = token.slice(first + 1, second);
  const signature = token.slice(second + 1);
  if (!isUlid(userId) || !isEmailPreferenceKey(key)) return null;
  const expected = Buffer.from(sign(secret, userId, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, key };
}
