import { randomUUID } from "node:crypto";

/**
 * Sends a write the API makes retry-safe with an `Idempotency-Key` (booking, sending a message): a
 * fresh key per submit attempt, and the same key once more when the connection to the API dropped
 * before an answer came (fetch threw), so the API answers the first answer instead of creating the
 * booking or the message twice. Answers, errors included, are never retried.
 */
export async function sendRetrySafe<T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> {
  const key = randomUUID();
  try {
    return await send(key);
  } catch {
    return send(key);
  }
}
