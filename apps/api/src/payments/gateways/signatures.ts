import { createHmac, timingSafeEqual } from "node:crypto";

/** Hex HMAC of a text with a secret. */
export function hmacHex(algorithm: "sha256" | "sha512", secret: string, text: string): string {
  return createHmac(algorithm, secret).update(text, "utf8").digest("hex");
}

/** Compares a received hex signature with the expected one in constant time (length first). */
export function sameHex(received: string, expected: string): boolean {
  if (!/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(received.toLowerCase(), "hex");
  const b = Buffer.from(expected.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
