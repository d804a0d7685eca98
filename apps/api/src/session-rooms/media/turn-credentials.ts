import { createHmac } from "node:crypto";
import { MIN_CREDENTIAL_SECONDS } from "./media-env.ts";

export interface TurnCredential {
  username: string;
  credential: string;
  /** When coturn stops accepting it. */
  expiresAt: Date;
}

/**
 * coturn's REST API shared-secret scheme (`use-auth-secret`): the username is
 * `${expiryUnixSeconds}:${userId}` and the password base64(HMAC-SHA1(secret, username)). coturn
 * recomputes it from its `static-auth-secret` and refuses it once the expiry has passed; nothing is
 * stored on either side.
 *
 * The credential ends when the room's window closes (`until`), at most `ttlSeconds` from `now`, and at
 * least MIN_CREDENTIAL_SECONDS from now.
 */
export function turnCredential(input: {
  secret: string;
  userId: string;
  now: Date;
  until: Date;
  ttlSeconds: number;
}): TurnCredential {
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  const untilSeconds = Math.floor(input.until.getTime() / 1000);
  const expiry = Math.max(
    nowSeconds + MIN_CREDENTIAL_SECONDS,
    Math.min(untilSeconds, nowSeconds + input.ttlSeconds),
  );
  const username = `${expiry}:${input.userId}`;
  const credential = createHmac("sha1", input.secret).update(username).digest("base64");
  return { username, credential, expiresAt: new Date(expiry * 1000) };
}
