import { deflateRawSync, inflateRawSync } from "node:zlib";

/**
 * A session room's signal travels in a NOTIFY payload (at most 8,000 bytes): deflated, an SDP offer of
 * 6 KB fits in about 3 KB. What does not fit after deflating is refused by the sender's route.
 */
export const MAX_SIGNAL_NOTIFY_BYTES = 7_000;

export const deflateSignal = (json: string): string =>
  deflateRawSync(Buffer.from(json, "utf8")).toString("base64url");

export function inflateSignal(data: string): string | null {
  try {
    return inflateRawSync(Buffer.from(data, "base64url")).toString("utf8");
  } catch {
    return null;
  }
}
