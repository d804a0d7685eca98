import { LRUCache } from "lru-cache";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { profileViews } from "../db/index.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Anonymous requests choose their own X-Tracked-For, so a row per request let anyone fill the
 * table. At most one view per (provider, tracked id) per hour, and at most `perAddressPerHour`
 * recorded views per address, far above what a person browsing profiles reaches.
 */
export const PROFILE_VIEW_LIMITS = { perAddressPerHour: 60, rememberedViews: 100_000 } as const;

/**
 * Remembered in memory (lru-cache, bounded in size): a lost entry after a restart or on another
 * replica costs at most one extra view row, which is fine for a view counter; a unique index
 * would need a migration this does not justify.
 */
export function createProfileViewRecorder(
  limits: { perAddressPerHour: number; rememberedViews: number } = PROFILE_VIEW_LIMITS,
) {
  const seen = new LRUCache<string, true>({ max: limits.rememberedViews, ttl: HOUR_MS });
  // The window starts at an address's first recorded view: counting does not extend it.
  const perAddress = new LRUCache<string, number>({
    max: limits.rememberedViews,
    ttl: HOUR_MS,
    noUpdateTTL: true,
  });

  /** Records the view unless it is a repeat or the address has used up its hour; true when written. */
  return async function recordView(
    db: Db,
    providerId: string,
    trackedFor: string,
    address: string,
  ): Promise<boolean> {
    const key = `${providerId} ${trackedFor}`;
    if (seen.has(key)) return false;
    const count = perAddress.get(address) ?? 0;
    if (count >= limits.perAddressPerHour) return false;
    seen.set(key, true);
    perAddress.set(address, count + 1);
    await db.insert(profileViews).values({ id: ulid(), providerId, trackedFor });
    return true;
  };
}
