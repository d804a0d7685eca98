import { SEARCH_MAX_LENGTH } from "@marketplace/domain/filters";
import { and, asc, eq, gte, inArray, ne, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app.ts";
import {
  ageGroups,
  bookingFees,
  concerns,
  culturalBackgrounds,
  disciplines,
  languages,
  modalities,
  providerCards,
  providerConcerns,
  providerDisciplines,
  providerModalities,
  providerProfiles,
  therapies,
  therapyFees,
  timeslots,
  users,
} from "../db/schema/index.ts";
import { fileUrl } from "../files/file-url.ts";
import { DEMO_PASSWORD } from "../seed/seed.ts";
import { loadProviderCards } from "./provider-cards.ts";
import type { ProviderSearchResult } from "./provider-schemas.ts";
import { NAMED_SHAPES_MAX, searchProviders } from "./search-providers.ts";
import { ProviderSearchQuerySchema } from "./search-query.ts";

/**
 * The search reads ready card rows (provider_cards) that database triggers rebuild after every write
 * to what a card shows. Each test changes the source tables the way a route, the seed or a console
 * would, then checks that both the card and the filters follow at once. The same file runs on
 * PGlite (`vitest run`) and PostgreSQL (`test:pg`).
 */
type Page = {
  data: ProviderSearchResult[];
  meta: { page: number; pageSize: number; total: number; totalPages: number };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 40 });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.json<Page>(`/v1/providers?pageSize=50&${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const ids = (page: Page) => page.data.map((p) => p.objectID);
const cardOf = async (id: string, query = "") => {
  const page = await search(query);
  return page.data.find((p) => p.objectID === id);
};

/** A visible provider not yet changed by another test (each test takes its own; the demo one is kept). */
const taken = new Set<string>();
async function provider(): Promise<string> {
  const rows = await t.database.db
    .select({ id: providerProfiles.userId })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(and(eq(providerProfiles.visibility, "visible"), ne(users.email, "provider@demo.tranquil.example")))
    .orderBy(asc(providerProfiles.userId));
  const row = rows.find((r) => !taken.has(r.id));
  if (!row) throw new Error("no provider left");
  taken.add(row.id);
  return row.id;
}

describe("a provider's card follows every write that changes it", () => {
  it("a profile edit: headline, title, city and the text search", async () => {
    const id = await provider();
    const { db } = t.database;
    await db
      .update(providerProfiles)
      .set({
        headline: "Quiet walks and steady breathing",
        title: "Dr.",
        city: "Zanzibarville",
        searchDocument: "Quiet walks Zanzibarville",
      })
      .where(eq(providerProfiles.userId, id));
    const card = await cardOf(id, "city=zanzibarville");
    expect(card).toMatchObject({
      headline: "Quiet walks and steady breathing",
      title: "Dr.",
      city: "Zanzibarville",
    });
    expect(ids(await search("search=zanzibarv"))).toEqual([id]);
  });

  it("a name or photo change on the account", async () => {
    const id = await provider();
    await t.database.db
      .update(users)
      .set({ firstName: "Ayomide", lastName: "Okonkwo-Rivers", photoUrl: "avatars/new.png" })
      .where(eq(users.id, id));
    const card = await cardOf(id);
    expect(card).toMatchObject({ firstName: "Ayomide", lastName: "Okonkwo-Rivers" });
    expect(card?.photo).toMatch(/avatars\/new\.png$/);
  });

  it("a concern added and one removed: the chips and the concern filter", async () => {
    const id = await provider();
    const { db } = t.database;
    const linked = await db.select().from(providerConcerns).where(eq(providerConcerns.providerId, id));
    const [removed] = linked;
    const [added] = await db
      .select()
      .from(concerns)
      .where(
        notInArray(
          concerns.id,
          linked.map((l) => l.itemId),
        ),
      )
      .limit(1);
    if (!removed || !added) throw new Error("seed has no concern to change");
    await db
      .delete(providerConcerns)
      .where(and(eq(providerConcerns.providerId, id), eq(providerConcerns.itemId, removed.itemId)));
    await db.insert(providerConcerns).values({ providerId: id, itemId: added.id });

    const card = await cardOf(id);
    const chips = card?.preferences.specialities.map((s) => s.identifier);
    expect(chips).toContain(added.id);
    expect(chips).not.toContain(removed.itemId);
    expect(ids(await search(`concern=${added.id}`))).toContain(id);
    expect(ids(await search(`concern=${removed.itemId}`))).not.toContain(id);
  });

  it("a modality and a discipline change", async () => {
    const id = await provider();
    const { db } = t.database;
    const [offline] = await db.select().from(modalities).where(eq(modalities.isOffline, true));
    const [discipline] = await db.select().from(disciplines).limit(1);
    if (!offline || !discipline) throw new Error("catalogue incomplete");
    await db.delete(providerModalities).where(eq(providerModalities.providerId, id));
    await db.insert(providerModalities).values({ providerId: id, itemId: offline.id });
    await db.delete(providerDisciplines).where(eq(providerDisciplines.providerId, id));
    await db.insert(providerDisciplines).values({ providerId: id, itemId: discipline.id });

    const card = await cardOf(id);
    expect(card?.preferences.modality.map((m) => m.identifier)).toEqual([offline.id]);
    expect(card?.discipline).toEqual([{ name: discipline.name }]);
    expect(ids(await search(`modality=${offline.id}&discipline=${discipline.id}`))).toContain(id);
  });

  it("a renamed catalogue entry shows on the cards linked to it", async () => {
    const id = await provider();
    const { db } = t.database;
    const [link] = await db.select().from(providerConcerns).where(eq(providerConcerns.providerId, id));
    if (!link) throw new Error("no concern");
    await db.update(concerns).set({ name: "Zz renamed concern" }).where(eq(concerns.id, link.itemId));
    const card = await cardOf(id);
    expect(card?.preferences.specialities).toContainEqual({
      identifier: link.itemId,
      name: "Zz renamed concern",
    });
  });

  it("a fee change: the amount, the price filter and isFree", async () => {
    const id = await provider();
    const { db } = t.database;
    await db.update(therapyFees).set({ isFree: false }).where(eq(therapyFees.providerId, id));
    // A price bound reads fees in one currency (decision 030): the fee is set in the one searched.
    await db
      .update(bookingFees)
      .set({ generalFee: 99_999_900, currencyCode: "GBP" })
      .where(eq(bookingFees.providerId, id));
    expect((await cardOf(id))?.fee).toMatchObject({ amount: 99_999_900, isFree: false });
    expect(ids(await search("minPrice=999999&currency=GBP"))).toEqual([id]);

    await db.update(bookingFees).set({ generalFee: 0 }).where(eq(bookingFees.providerId, id));
    expect((await cardOf(id))?.fee).toMatchObject({ amount: 0, isFree: true });
    expect(ids(await search("minPrice=999999&currency=GBP"))).toEqual([]);
    expect(ids(await search("isFree=true"))).toContain(id);
  });

  it("a therapy marked free", async () => {
    const id = await provider();
    const { db } = t.database;
    await db.update(bookingFees).set({ generalFee: 5000 }).where(eq(bookingFees.providerId, id));
    await db.update(therapyFees).set({ isFree: false }).where(eq(therapyFees.providerId, id));
    expect((await cardOf(id))?.fee.isFree).toBe(false);
    expect(ids(await search("isFree=true"))).not.toContain(id);
    const [therapy] = await db.select().from(therapies).limit(1);
    if (!therapy) throw new Error("no therapy");
    await db.delete(therapyFees).where(eq(therapyFees.providerId, id));
    await db.insert(therapyFees).values({ providerId: id, therapyId: therapy.id, fee: 0, isFree: true });
    expect((await cardOf(id))?.fee.isFree).toBe(true);
    expect(ids(await search("isFree=true"))).toContain(id);
  });

  it("visibility off and on", async () => {
    const id = await provider();
    const { db } = t.database;
    const before = (await search("")).meta.total;
    await db.update(providerProfiles).set({ visibility: "hidden" }).where(eq(providerProfiles.userId, id));
    expect(ids(await search(""))).not.toContain(id);
    await db.update(providerProfiles).set({ visibility: "visible" }).where(eq(providerProfiles.userId, id));
    expect(ids(await search(""))).toContain(id);
    expect((await search("")).meta.total).toBe(before);
  });

  it("a rating change moves the card in the listing order", async () => {
    const id = await provider();
    const { db } = t.database;
    await db
      .update(providerProfiles)
      .set({ featured: true, rating: 5, reviewCount: 100_000 })
      .where(eq(providerProfiles.userId, id));
    const [first] = (await search("")).data;
    expect(first).toMatchObject({ objectID: id, rating: 5, reviewCount: 100_000 });
  });

  it("the next open slot: booked, then a new earlier one, then all gone", async () => {
    const id = await provider();
    const { db } = t.database;
    const open = and(
      eq(timeslots.providerId, id),
      eq(timeslots.status, "open"),
      gte(timeslots.startTime, new Date()),
    );
    const [next, after] = await db
      .select()
      .from(timeslots)
      .where(open)
      .orderBy(asc(timeslots.startTime))
      .limit(2);
    if (!next || !after) throw new Error("seed gave no open slots");
    expect((await cardOf(id))?.nextAvailableAt).toBe(next.startTime.toISOString());

    await db.update(timeslots).set({ status: "booked" }).where(eq(timeslots.id, next.id));
    expect((await cardOf(id))?.nextAvailableAt).toBe(after.startTime.toISOString());

    const sooner = new Date(Math.ceil((Date.now() + 3_600_000) / 1000) * 1000);
    await db.insert(timeslots).values({
      id: "01JZZZZZZZZZZZZZZZZZZZZZZ1",
      providerId: id,
      startTime: sooner,
      endTime: new Date(sooner.getTime() + 50 * 60_000),
    });
    expect((await cardOf(id))?.nextAvailableAt).toBe(sooner.toISOString());

    await db.delete(timeslots).where(eq(timeslots.providerId, id));
    expect((await cardOf(id))?.nextAvailableAt).toBeNull();
  });

  it("the open days and the availability filter follow holds, bookings and reopened slots", async () => {
    const id = await provider();
    const { db } = t.database;
    const DAY = 86_400_000;
    const midnight = Math.floor(Date.now() / DAY) * DAY;
    const day = (n: number) => new Date(midnight + n * DAY).toISOString().slice(0, 10);
    const at = (n: number, hour: number) => new Date(midnight + n * DAY + hour * 3_600_000);
    // The seeded slots leave the market (some carry bookings, so they are marked, not deleted).
    await db.update(timeslots).set({ status: "booked" }).where(eq(timeslots.providerId, id));
    const slots = [
      { id: "01JZZZZZZZZZZZZZZZZZZZZZH1", startTime: at(3, 9) },
      { id: "01JZZZZZZZZZZZZZZZZZZZZZH2", startTime: at(3, 10) },
      { id: "01JZZZZZZZZZZZZZZZZZZZZZH3", startTime: at(5, 9) },
      // A past open slot never counts.
      { id: "01JZZZZZZZZZZZZZZZZZZZZZH4", startTime: at(-1, 9) },
    ];
    await db
      .insert(timeslots)
      .values(
        slots.map((s) => ({ ...s, providerId: id, endTime: new Date(s.startTime.getTime() + 3_000_000) })),
      );
    const stored = async () => {
      const [card] = await db
        .select({ openDays: providerCards.openDays, lastOpenAt: providerCards.lastOpenAt })
        .from(providerCards)
        .where(eq(providerCards.providerId, id));
      return card;
    };
    const setStatus = (status: "open" | "held" | "booked", ...slotIds: string[]) =>
      db.update(timeslots).set({ status }).where(inArray(timeslots.id, slotIds));
    const onDay3 = async () =>
      ids(await search(`availableFrom=${day(3)}&availableTo=${day(3)}`)).includes(id);
    const fromDay4 = async () => ids(await search(`availableFrom=${day(4)}`)).includes(id);

    expect(await stored()).toEqual({ openDays: [day(3), day(5)], lastOpenAt: at(5, 9) });
    expect([await onDay3(), await fromDay4()]).toEqual([true, true]);

    // A client holds one slot of day 3: the other keeps the day open.
    await setStatus("held", "01JZZZZZZZZZZZZZZZZZZZZZH1");
    expect((await stored())?.openDays).toEqual([day(3), day(5)]);
    expect(await onDay3()).toBe(true);
    // The second is booked: day 3 is gone from the card and from the filter.
    await setStatus("booked", "01JZZZZZZZZZZZZZZZZZZZZZH2");
    expect((await stored())?.openDays).toEqual([day(5)]);
    expect(await onDay3()).toBe(false);
    // Day 5 held too: nothing from day 4 on, no open day at all.
    await setStatus("held", "01JZZZZZZZZZZZZZZZZZZZZZH3");
    expect(await stored()).toEqual({ openDays: [], lastOpenAt: null });
    expect(await fromDay4()).toBe(false);
    // The holds run out and the slots reopen, in one statement.
    await setStatus("open", "01JZZZZZZZZZZZZZZZZZZZZZH1", "01JZZZZZZZZZZZZZZZZZZZZZH3");
    expect(await stored()).toEqual({ openDays: [day(3), day(5)], lastOpenAt: at(5, 9) });
    expect([await onDay3(), await fromDay4()]).toEqual([true, true]);
  });

  it("a slot whose time has passed no longer shows, with no write in between", async () => {
    const id = await provider();
    const { db } = t.database;
    await db.delete(timeslots).where(eq(timeslots.providerId, id));
    const soon = new Date(Date.now() + 1500);
    const later = new Date(Math.ceil((Date.now() + 86_400_000) / 1000) * 1000);
    await db.insert(timeslots).values([
      {
        id: "01JZZZZZZZZZZZZZZZZZZZZZZ2",
        providerId: id,
        startTime: soon,
        endTime: new Date(soon.getTime() + 60_000),
      },
      {
        id: "01JZZZZZZZZZZZZZZZZZZZZZZ3",
        providerId: id,
        startTime: later,
        endTime: new Date(later.getTime() + 60_000),
      },
    ]);
    const [stored] = await db.select().from(providerCards).where(eq(providerCards.providerId, id));
    expect(stored?.nextOpenAt?.getTime()).toBe(soon.getTime());
    // Waiting is the point here: time passing is the one change no write announces.
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 300));
    expect((await cardOf(id))?.nextAvailableAt).toBe(later.toISOString());
  });

  it("through the routes: visibility off, then the provider deletes their account", async () => {
    const { token, user } = await t.login("provider@demo.tranquil.example");
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    taken.add(user.identifier);
    expect(ids(await search(""))).toContain(user.identifier);
    expect((await t.json("/v1/provider/visibility-status", { method: "PUT", headers: auth })).status).toBe(
      200,
    );
    expect(ids(await search(""))).not.toContain(user.identifier);
    expect((await t.json("/v1/provider/visibility-status", { method: "PUT", headers: auth })).status).toBe(
      200,
    );
    expect(ids(await search(""))).toContain(user.identifier);

    const deleted = await t.json("/v1/me", {
      method: "DELETE",
      headers: auth,
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    expect(deleted.status).toBe(200);
    expect(ids(await search(""))).not.toContain(user.identifier);
    const [card] = await t.database.db
      .select()
      .from(providerCards)
      .where(eq(providerCards.providerId, user.identifier));
    expect(card).toMatchObject({
      visible: false,
      firstName: null,
      lastName: null,
      photoUrl: null,
      headline: "",
    });
  });

  it("a provider without a general fee has no card until they get one", async () => {
    const id = await provider();
    const { db } = t.database;
    const [fee] = await db.select().from(bookingFees).where(eq(bookingFees.providerId, id));
    if (!fee) throw new Error("no fee");
    await db.delete(bookingFees).where(eq(bookingFees.providerId, id));
    expect(await db.select().from(providerCards).where(eq(providerCards.providerId, id))).toEqual([]);
    expect(ids(await search(""))).not.toContain(id);
    await db.insert(bookingFees).values(fee);
    expect(ids(await search(""))).toContain(id);
  });

  it("every card equals a rebuild from the source tables", async () => {
    const { db } = t.database;
    // A stored next slot whose time has passed is rebuilt as the next one: readers skip it anyway.
    // Likewise today's open day and the last open slot, once their slots have passed.
    const today = new Date().toISOString().slice(0, 10);
    const current = (rows: (typeof providerCards.$inferSelect)[]) =>
      rows.map((row) => ({
        ...row,
        nextOpenAt: row.nextOpenAt && row.nextOpenAt > new Date() ? row.nextOpenAt : "passed",
        nextOpenJson: row.nextOpenAt && row.nextOpenAt > new Date() ? row.nextOpenJson : "passed",
        openDays: row.openDays.filter((d) => d > today),
        lastOpenAt: row.lastOpenAt && row.lastOpenAt > new Date() ? row.lastOpenAt : null,
      }));
    const before = current(await db.select().from(providerCards).orderBy(asc(providerCards.providerId)));
    // A full rebuild, as migration 0005 does: anything a trigger missed would differ here.
    await db.execute(sql`select refresh_provider_cards(array(select user_id from provider_profiles))`);
    const after = await db.select().from(providerCards).orderBy(asc(providerCards.providerId));
    const passed = before.filter((row) => row.nextOpenAt === "passed").map((row) => row.providerId);
    expect(
      current(after).map((row) =>
        passed.includes(row.providerId) ? { ...row, nextOpenAt: "passed", nextOpenJson: "passed" } : row,
      ),
    ).toEqual(before);
    expect(before.length).toBeGreaterThan(30);
  });
});

// Two writers at once only exist on a server with real parallel connections.
describe.runIf(onPostgres())("two transactions changing one provider at once (PostgreSQL)", () => {
  it("keeps both changes: a slot booked while the profile is edited", async () => {
    const id = await provider();
    const { db } = t.database;
    const open = and(
      eq(timeslots.providerId, id),
      eq(timeslots.status, "open"),
      gte(timeslots.startTime, new Date()),
    );
    const [next, after] = await db
      .select()
      .from(timeslots)
      .where(open)
      .orderBy(asc(timeslots.startTime))
      .limit(2);
    if (!next || !after) throw new Error("seed gave no open slots");

    let commit = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let bookedInTx = () => {};
    const booked = new Promise<void>((resolve) => {
      bookedInTx = resolve;
    });
    const booking = db.transaction(async (tx) => {
      await tx.update(timeslots).set({ status: "booked" }).where(eq(timeslots.id, next.id));
      bookedInTx();
      await committing;
    });
    await booked;
    // The edit starts while the booking is still open; it must wait for it rather than overwrite it.
    const edit = db
      .update(providerProfiles)
      .set({ headline: "Edited during a booking" })
      .where(eq(providerProfiles.userId, id))
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await Promise.all([booking, edit]);

    const card = await cardOf(id);
    expect(card?.headline).toBe("Edited during a booking");
    expect(card?.nextAvailableAt).toBe(after.startTime.toISOString());
  });
});

describe("calm answers", () => {
  it("a search that finds nothing: an empty page, total 0", async () => {
    const page = await search("search=xqzvbnmw");
    expect(page).toEqual({ data: [], meta: { page: 1, pageSize: 50, total: 0, totalPages: 0 } });
  });

  it("a filter combination that cannot match", async () => {
    const page = await search("country=NG&city=London&isFree=true&minPrice=1000000");
    expect(page.data).toEqual([]);
    expect(page.meta.total).toBe(0);
  });

  it("identifiers that are no identifiers (quotes, braces, backslashes) match nothing", async () => {
    const page = await search(
      `concern=${encodeURIComponent('"{},\\x')}&therapy=${encodeURIComponent("'; drop")}`,
    );
    expect(page.data).toEqual([]);
    expect(page.meta.total).toBe(0);
  });

  it("50 filter values at once", async () => {
    const { db } = t.database;
    const take = async (
      table: typeof concerns | typeof languages | typeof ageGroups | typeof culturalBackgrounds,
      n: number,
    ) => (await db.select({ id: table.id }).from(table).limit(n)).map((r) => r.id).join(",");
    const [c, l, a, e, th, m, d] = await Promise.all([
      take(concerns, 20),
      take(languages, 8),
      take(ageGroups, 3),
      take(culturalBackgrounds, 5),
      db.select({ id: therapies.id }).from(therapies).limit(5),
      db.select({ id: modalities.id }).from(modalities).limit(3),
      db.select({ id: disciplines.id }).from(disciplines).limit(3),
    ]);
    const list = (rows: { id: string }[]) => rows.map((r) => r.id).join(",");
    const query =
      `concern=${c}&language=${l}&ageGroup=${a}&ethnicity=${e}&therapy=${list(th)}&modality=${list(m)}` +
      `&discipline=${list(d)}&country=NG,GB,US&gender=Male,Female,Others&minPrice=0&maxPrice=1000000`;
    const values = query.split("&").flatMap((kv) => kv.split("=")[1]?.split(",") ?? []);
    expect(values.length).toBeGreaterThanOrEqual(50);
    const page = await search(query);
    expect(page.meta.total).toBeGreaterThan(0);
  });

  it(`a 2,000-character search term: 400 with a clear message`, async () => {
    const res = await t.json<{ message: string; errors?: string[] }>(
      `/v1/providers?search=${"a".repeat(2000)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Use at most ${SEARCH_MAX_LENGTH} characters in your search`);
  });
});

describe("the total", () => {
  const query = (params: Record<string, string>) => ProviderSearchQuerySchema.parse(params);

  it("is exact while the matches fit in the counting window", async () => {
    const result = await searchProviders(
      t.database.db,
      query({ pageSize: "5" }),
      "http://api.test",
      undefined,
      {
        countAhead: 1000,
      },
    );
    const visible = await t.database.db.$count(providerCards, eq(providerCards.visible, true));
    expect(result.meta).toEqual({ page: 1, pageSize: 5, total: visible, totalPages: Math.ceil(visible / 5) });
  });

  it("beyond the window reads 'at least offset + window', so the pager always reaches further", async () => {
    const db = t.database.db;
    const first = await searchProviders(db, query({ pageSize: "5" }), "http://api.test", undefined, {
      countAhead: 12,
    });
    expect(first.meta).toEqual({ page: 1, pageSize: 5, total: 12, totalPages: 3 });
    const third = await searchProviders(
      db,
      query({ pageSize: "5", page: "3" }),
      "http://api.test",
      undefined,
      {
        countAhead: 12,
      },
    );
    expect(third.meta).toEqual({ page: 3, pageSize: 5, total: 22, totalPages: 5 });
    expect(JSON.parse(third.data)).toHaveLength(5);
  });

  it("follows a provider hidden a moment ago", async () => {
    const id = await provider();
    const db = t.database.db;
    const before = (await searchProviders(db, query({}), "http://api.test")).meta.total;
    await db.update(providerProfiles).set({ visibility: "hidden" }).where(eq(providerProfiles.userId, id));
    expect((await searchProviders(db, query({}), "http://api.test")).meta.total).toBe(before - 1);
    await db.update(providerProfiles).set({ visibility: "visible" }).where(eq(providerProfiles.userId, id));
  });
});

describe("the card's photo, built in SQL", () => {
  const paths = [
    null,
    "",
    "/files/avatars/a.svg",
    "files/avatars/a.svg",
    "https://cdn.example/a.png",
    "http://x/a.png",
    'files/avatars/"quoted" \\ a.svg',
  ];
  it.each(paths)("%j reads as fileUrl would make it", async (path) => {
    // Through the user's row, as a photo change goes: the card trigger writes photo_json, the page
    // query prefixes a stored path with the API's origin (with a trailing slash or without).
    const id = await provider();
    await t.database.db.update(users).set({ photoUrl: path }).where(eq(users.id, id));
    for (const publicUrl of ["http://api.test", "http://api.test/"]) {
      const [card] = await loadProviderCards(t.database.db, [id], publicUrl);
      expect(card?.photo ?? null).toBe(fileUrl(publicUrl, path));
    }
  });
});

describe("prepared search statements", () => {
  it(`answer every filter combination, past the ${NAMED_SHAPES_MAX} shapes that get a named statement`, async () => {
    const filters = [
      "minPrice=0",
      "maxPrice=1000000",
      "featured=false",
      "gender=Male,Female",
      "country=NG,GB",
      "search=a",
    ];
    const shapes = Array.from({ length: 2 ** filters.length }, (_, bits) =>
      filters.filter((_f, i) => bits & (1 << i)).join("&"),
    );
    expect(shapes.length).toBeGreaterThan(NAMED_SHAPES_MAX);
    // Twice: the second round reuses the named statements and builds the unnamed ones again.
    for (const round of [1, 2]) {
      for (const query of shapes) {
        const params = Object.fromEntries(new URLSearchParams(`pageSize=50&${query}`));
        const result = await searchProviders(
          t.database.db,
          ProviderSearchQuerySchema.parse(params),
          "http://api.test",
        );
        const cards = JSON.parse(result.data) as ProviderSearchResult[];
        expect(cards.length, `${query} (round ${round})`).toBe(Math.min(result.meta.total, 50));
      }
    }
  });
});
