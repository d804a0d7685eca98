import { ApiError } from "../http/index.ts";

export const UNKNOWN_SITE = "Unknown site: links can only point at the configured sites";

/**
 * The site an emailed link points at: the one the person used, as the calling site names it, accepted
 * only when it is one of the configured site origins (packages/region via ALLOWED_ORIGINS). Without a
 * name, the first configured site. Never taken from Host, Origin or X-Forwarded-Host.
 */
export function siteOrigin(configured: readonly string[], requested: string | undefined): string {
  const fallback = configured[0];
  if (!fallback) throw new Error("no site origins configured");
  if (requested === undefined) return fallback;
  let origin: string;
  try {
    origin = new URL(requested).origin;
  } catch {
    throw new ApiError(400, UNKNOWN_SITE, [`site: ${UNKNOWN_SITE}`]);
  }
  if (!configured.includes(origin)) throw new ApiError(400, UNKNOWN_SITE, [`site: ${UNKNOWN_SITE}`]);
  return origin;
}
