import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, inject, it, vi } from "vitest";
import { timeslots, users } from "../src/db/schema/index.ts";
import { snapshotKey } from "./seed-cache.ts";
import { createTestApp, onPostgres, type TestApp } from "./test-app.ts";

const apps: TestApp[] = [];
const open = async (...args: Parameters<typeof createTestApp>) => {
  const t = await createTestApp(...args);
  apps.push(t);
  return t;
};
afterAll(async () => {
  for (const t of apps) await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** What a test could tell apart: the rows of a few tables, the sequences, the uploads. */
async function state(t: TestApp) {
  const [people] = await t.database.db.select({ n: count() }).from(users);
  const [slots] = await t.database.db.select({ n: count() }).from(timeslots);
  const ids = await t.database.db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id);
  return {
    users: people?.n,
    slots: slots?.n,
    ids,
    uploads: readdirSync(t.uploadsDir, { recursive: true }).sort(),
  };
}

// test/seed-cache.ts: a later test file with the same seed opens a copy of an earlier one's database.
describe("the run's seeded-database snapshots", { timeout: 120_000 }, () => {
  it("give every app the same freshly seeded database, whatever an earlier app changed in its own", async () => {
    const first = await open({ providers: 2, clients: 1 });
    const before = await state(first);
    expect(before.users).toBeGreaterThan(0);
    expect(before.uploads.length).toBeGreaterThan(0);
    // The first app changes its database and its uploads...
    await first.database.db
      .update(users)
      .set({ email: "changed@example.com" })
      .where(eq(users.id, before.ids[0]?.id ?? ""));
    writeFileSync(join(first.uploadsDir, "written-by-a-test.txt"), "x");
    // ...and the next ones start from the seed as it was, each with uploads of its own.
    const second = await open({ providers: 2, clients: 1 });
    expect(await state(second)).toEqual(before);
    expect(second.uploadsDir).not.toBe(first.uploadsDir);
    await second.database.db
      .update(users)
      .set({ email: "second@example.com" })
      .where(eq(users.id, before.ids[1]?.id ?? ""));
    const third = await open({ providers: 2, clients: 1 });
    expect(await state(third)).toEqual(before);
    // On PGlite they were copies of the first one's snapshot (on PostgreSQL each seeds its own).
    if (!onPostgres()) expect(existsSync(join(inject("seedCacheDir"), "seeded-p2-c1-s-a.json"))).toBe(true);
  });

  it("leave an unseeded database empty", async () => {
    const t = await open(false);
    const again = await open(false);
    for (const app of [t, again]) {
      const [people] = await app.database.db.select({ n: count() }).from(users);
      expect(people?.n).toBe(0);
      expect(readdirSync(app.uploadsDir)).toEqual([]);
    }
  });

  it("are not used for a seed on a chosen day or under a mocked clock: those seed afresh", () => {
    expect(snapshotKey({ providers: 3, clients: 3 })).toBeDefined();
    expect(snapshotKey({ providers: 3, today: new Date("2026-11-23") })).toBeUndefined();
    vi.useFakeTimers();
    expect(snapshotKey({ providers: 3, clients: 3 })).toBeUndefined();
    vi.useRealTimers();
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
    expect(snapshotKey({ providers: 3, clients: 3 })).toBeUndefined();
  });
});
