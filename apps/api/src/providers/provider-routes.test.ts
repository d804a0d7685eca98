import { and, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  concerns,
  languages,
  profileViews,
  providerLanguages,
  providerProfiles,
  providerTherapies,
  therapies,
  therapyFees,
  timeslots,
  users,
} from "../db/schema/index.ts";
import type { ProviderProfile, ProviderSearchResult } from "./provider-schemas.ts";

type Page = {
  data: ProviderSearchResult[];
  meta: { page: number; pageSize: number; total: number; totalPages: number };
};

let t: TestApp;
const search = async (query: string) => {
  const res = await t.json<Page>(`/v1/providers${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp({ providers: 60 });
});
afterAll(() => t.close());

describe("GET /v1/providers", () => {
  it("pages through every visible provider without overlap", async () => {
    const first = await search("?pageSize=25");
    expect(first.meta).toEqual({ page: 1, pageSize: 25, total: 60, totalPages: 3 });
    const third = await search("?pageSize=25&page=3");
    expect(third.data).toHaveLength(10);
    const second = await search("?pageSize=25&page=2");
    const ids = [...first.data, ...second.data, ...third.data].map((p) => p.objectID);
    expect(new Set(ids).size).toBe(60);
    expect((await search("?page=9")).data).toEqual([]);
  });

  it("defaults to 12 a page and puts featured providers first", async () => {
    const page = await search("");
    expect(page.meta.pageSize).toBe(12);
    const featured = page.data.map((p) => p.featured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
  });

  it("finds a provider by a prefix of their name", async () => {
    const [someone] = (await search("?pageSize=1&page=7")).data;
    if (!someone) throw new Error("no provider");
    const found = await search(`?search=${encodeURIComponent(someone.lastName.slice(0, 4))}&pageSize=50`);
    expect(found.data.map((p) => p.objectID)).toContain(someone.objectID);
  });

  it("searches concerns and headlines with full-text search", async () => {
    const found = await search("?search=anxiety&pageSize=50");
    expect(found.meta.total).toBeGreaterThan(0);
    for (const p of found.data) {
      const text = `${p.headline} ${p.preferences.specialities.map((s) => s.name).join(" ")}`.toLowerCase();
      expect(text).toMatch(/anxi/);
    }
  });

  it("ignores punctuation that would break a tsquery", async () => {
    expect((await t.json("/v1/providers?search=%27%26%7C!(:*")).status).toBe(200);
  });

  it("filters by country and state", async () => {
    const ng = await search("?country=ng&pageSize=50");
    expect(ng.meta.total).toBe(20);
    expect(ng.data.every((p) => p.countryCode === "NG")).toBe(true);
    const state = ng.data[0]?.state ?? "";
    const states = await t.json<{ data: Array<{ identifier: string; name: string }> }>(
      "/v1/countries/NG/states",
    );
    const id = states.body.data.find((s) => s.name === state)?.identifier;
    const inState = await search(`?country=NG&state=${id}&pageSize=50`);
    expect(inState.meta.total).toBeGreaterThan(0);
    expect(inState.data.every((p) => p.state === state)).toBe(true);
    // One identifier per state: the name is not a second one.
    expect((await search(`?country=NG&state=${encodeURIComponent(state)}`)).meta.total).toBe(0);
  });

  it("filters by concern and modality", async () => {
    const [anxiety] = await t.database.db.select().from(concerns).where(eq(concerns.name, "Anxiety"));
    const found = await search(`?concern=${anxiety?.id}&pageSize=50`);
    expect(found.meta.total).toBeGreaterThan(0);
    for (const p of found.data) expect(p.preferences.specialities.map((s) => s.name)).toContain("Anxiety");

    const inPerson = (await search("?pageSize=50")).data
      .flatMap((p) => p.preferences.modality)
      .find((m) => m.isOffline);
    const offline = await search(`?modality=${inPerson?.identifier}&pageSize=50`);
    expect(offline.meta.total).toBeGreaterThan(0);
    for (const p of offline.data) expect(p.preferences.modality.some((m) => m.isOffline)).toBe(true);
  });

  it("filters by therapy and language through the link tables", async () => {
    const db = t.database.db;
    const [couples] = await db.select().from(therapies).where(eq(therapies.name, "Couples Therapy"));
    const found = await search(`?therapy=${couples?.id}&pageSize=50`);
    const linked = await db
      .select()
      .from(providerTherapies)
      .where(eq(providerTherapies.itemId, couples?.id ?? ""));
    expect(found.meta.total).toBe(linked.length);

    const [yoruba] = await db.select().from(languages).where(eq(languages.name, "Yoruba"));
    const speakers = await db
      .select()
      .from(providerLanguages)
      .where(eq(providerLanguages.itemId, yoruba?.id ?? ""));
    expect((await search(`?language=${yoruba?.id}&pageSize=50`)).meta.total).toBe(speakers.length);
  });

  it("filters by gender", async () => {
    const women = await search("?gender=Female&pageSize=50");
    const rows = await t.database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.gender, "Female"));
    expect(women.meta.total).toBe(rows.length);
  });

  it("filters by price in major units against fees in minor units, in one currency, and by free", async () => {
    const cheap = await search("?country=GB&minPrice=40&maxPrice=80&pageSize=50");
    expect(cheap.meta.total).toBeGreaterThan(0);
    for (const p of cheap.data) {
      expect(p.fee.amount).toBeGreaterThanOrEqual(4000);
      expect(p.fee.amount).toBeLessThanOrEqual(8000);
    }
    const free = await search("?isFree=true&pageSize=50");
    expect(free.meta.total).toBeGreaterThan(0);
    expect(free.data.every((p) => p.fee.isFree)).toBe(true);
    // A price range is in one currency (GBP unless named): each currency's range finds its own
    // providers, and together they are all of them.
    let inRange = 0;
    for (const currency of ["GBP", "NGN", "USD"]) {
      const page = await search(`?minPrice=0&maxPrice=1000000&currency=${currency}&pageSize=50`);
      expect(page.data.every((p) => p.fee.currency === currency)).toBe(true);
      inRange += page.meta.total;
    }
    expect(inRange).toBe(60);
    const gbp = await search("?minPrice=0&maxPrice=1000000&pageSize=50");
    expect(gbp.data.every((p) => p.fee.currency === "GBP")).toBe(true);
  });

  it("filters by availability on the given days (day-month-year or ISO)", async () => {
    const from = new Date(Date.now() + 5 * 86_400_000);
    const iso = from.toISOString().slice(0, 10);
    const [y, m, d] = iso.split("-");
    const byIso = await search(`?availableFrom=${iso}&availableTo=${iso}&pageSize=50`);
    const byDmy = await search(`?availableFrom=${d}/${m}/${y}&availableTo=${d}/${m}/${y}&pageSize=50`);
    expect(byDmy.meta.total).toBe(byIso.meta.total);
    const dayStart = new Date(`${iso}T00:00:00Z`);
    const dayEnd = new Date(dayStart.getTime() + 86_400_000);
    const rows = await t.database.db
      .selectDistinct({ id: timeslots.providerId })
      .from(timeslots)
      .where(
        and(
          gte(timeslots.startTime, dayStart),
          lt(timeslots.startTime, dayEnd),
          eq(timeslots.status, "open"),
        ),
      );
    expect(byIso.meta.total).toBe(rows.length);
  });

  it("hides a provider who turns visibility off, and shows them again", async () => {
    const login = { body: await t.login("provider@demo.tranquil.example") };
    const toggle = () =>
      t.json<{ visibility: string }>("/v1/provider/visibility-status", {
        method: "PUT",
        headers: { Authorization: `Bearer ${login.body.token}` },
      });
    const id = login.body.user.identifier;
    expect((await search("?pageSize=50")).meta.total).toBe(60);
    expect((await toggle()).body.visibility).toBe("hidden");
    const hidden = await search("?pageSize=50&page=1");
    expect(hidden.meta.total).toBe(59);
    expect(hidden.data.map((p) => p.objectID)).not.toContain(id);
    expect((await t.json(`/v1/providers/${id}`)).status).toBe(404);
    expect((await toggle()).body.visibility).toBe("visible");
    expect((await search("?pageSize=50")).meta.total).toBe(60);
  });

  it("returns absolute photo URLs, or null for the default avatar", async () => {
    const all = (await search("?pageSize=50")).data;
    expect(all.some((p) => p.photo === null)).toBe(true);
    for (const p of all.filter((x) => x.photo))
      expect(p.photo).toMatch(/^http:\/\/api\.test\/files\/avatars\/.+\.svg$/);
  });
});

describe("GET /v1/providers/{id}", () => {
  it("answers the profile and records the X-Tracked-For header as a view", async () => {
    const [someone] = (await search("?pageSize=1")).data;
    const id = someone?.objectID ?? "";
    const res = await t.json<ProviderProfile>(`/v1/providers/${id}`, { headers: { "X-Tracked-For": id } });
    expect(res.status).toBe(200);
    expect(res.body.profileInfo.identifier).toBe(id);
    expect(res.body.preferences.therapy.map((th) => th.name)).toContain("Individual Therapy");
    expect(res.body.bookingFee.general.fee).toBe(someone?.fee.amount);
    if (!res.body.profileInfo.offerOfflineSession) expect(res.body.profileInfo.officeAddress).toBeNull();
    const views = await t.database.db.select().from(profileViews).where(eq(profileViews.providerId, id));
    expect(views.map((v) => v.trackedFor)).toEqual([id]);
  });

  it("lists the next open times, earliest first, never past or booked ones", async () => {
    const [someone] = (await search("?pageSize=1")).data;
    const id = someone?.objectID ?? "";
    const open = await t.database.db
      .select()
      .from(timeslots)
      .where(
        and(eq(timeslots.providerId, id), eq(timeslots.status, "open"), gte(timeslots.startTime, new Date())),
      )
      .orderBy(timeslots.startTime);
    const [first] = open;
    if (!first) return expect.fail("the seed gives every provider open times");
    await t.database.db.update(timeslots).set({ status: "booked" }).where(eq(timeslots.id, first.id));
    const res = await t.json<ProviderProfile>(`/v1/providers/${id}`);
    const shown = res.body.nextTimeslots;
    expect(shown.map((s) => s.identifier)).toEqual(open.slice(1, 7).map((s) => s.id));
    expect(shown.length).toBeLessThanOrEqual(6);
    expect(shown[0]?.startTime).toBe(open[1]?.startTime.toISOString());
    await t.database.db.update(timeslots).set({ status: "open" }).where(eq(timeslots.id, first.id));
  });

  it("does not record a view without the header", async () => {
    const [, second] = (await search("?pageSize=2")).data;
    await t.json(`/v1/providers/${second?.objectID}`);
    const views = await t.database.db
      .select()
      .from(profileViews)
      .where(eq(profileViews.providerId, second?.objectID ?? ""));
    expect(views).toEqual([]);
  });

  it("answers 'Provider not found' for an unknown id and 'Invalid ID' for 'undefined' or empty", async () => {
    expect((await t.json(`/v1/providers/${"0".repeat(26)}`)).body).toEqual({ message: "Provider not found" });
    expect((await t.json("/v1/providers/undefined")).body).toMatchObject({ message: "Invalid ID" });
    expect((await t.json("/v1/providers/")).body).toEqual({ message: "Invalid ID" });
    expect((await t.json("/v1/providers/01jd0000000000000000000000")).status).toBe(400);
  });

  it("does not expose a client account as a provider", async () => {
    const [client] = await t.database.db.select().from(users).where(eq(users.role, "client")).limit(1);
    expect((await t.json(`/v1/providers/${client?.id}`)).status).toBe(404);
  });
});

describe("GET /v1/providers/quick-consult", () => {
  it("lists exactly the visible providers with a free Initial Consultation", async () => {
    const res = await t.json<Page>("/v1/providers/quick-consult?pageSize=50");
    expect(res.status).toBe(200);
    const db = t.database.db;
    const rows = await db
      .selectDistinct({ id: therapyFees.providerId })
      .from(therapyFees)
      .innerJoin(therapies, eq(therapies.id, therapyFees.therapyId))
      .innerJoin(providerProfiles, eq(providerProfiles.userId, therapyFees.providerId))
      .where(
        and(
          eq(therapies.name, "Initial Consultation"),
          eq(therapyFees.isFree, true),
          eq(providerProfiles.visibility, "visible"),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect(res.body.meta.total).toBe(rows.length);
    expect(res.body.data.map((p) => p.objectID).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it("pages, and refuses a bad page size", async () => {
    const first = await t.json<Page>("/v1/providers/quick-consult?pageSize=1");
    expect(first.body.data).toHaveLength(1);
    expect(first.body.meta.pageSize).toBe(1);
    const bad = await t.json<{ message: string }>("/v1/providers/quick-consult?pageSize=500");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("pageSize must be between 1 and 50");
  });
});
