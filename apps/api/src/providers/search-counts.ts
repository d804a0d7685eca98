import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/index.ts";
import type { CountCache } from "./search-providers.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one place the recent search totals (createCountCache) are dropped: after any write a provider
 * makes to their own workspace (/v1/provider/...) that succeeded, since profile, preferences, fees,
 * visibility, publishing and availability all change cards (the provider_cards triggers rebuild
 * them in the same transaction). app.ts mounts it once in front of those routes, so a new route that
 * changes a card is covered without remembering to clear the cache.
 */
export const clearSearchCountsAfterWrite = (counts: CountCache) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!READS.has(c.req.method) && c.res.status < 300) counts.clear();
  });
