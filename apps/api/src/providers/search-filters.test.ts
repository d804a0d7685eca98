import { GENDER_OPTIONS } from "@marketplace/domain/filters";
import { CITY_AREAS, type CityArea } from "@marketplace/domain/places";
import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  providerAgeGroups,
  providerCards,
  providerConcerns,
  providerCulturalBackgrounds,
  providerDisciplines,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerTherapies,
  states,
  timeslots,
} from "../db/schema/index.ts";
import { anyOfQuery, WINDOW_DAYS_MAX, windowDays } from "./search-providers.ts";

/**
 * Every filter, end to end: a value taken from the list the API hands out finds exactly the visible
 * providers that have it (spec section 7; the sites build their filter options from these lists).
 */
type Option = { identifier: string; name: string };
type Page = { data: Array<{ objectID: string }>; meta: { total: number } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 60 });
});
afterAll(() => t.close());

const list = async (path: string) => {
  const res = await t.json<{ data: Option[] }>(path);
  expect(res.status).toBe(200);
  return res.body.data;
};
const total = async (query: string) => {
  const res = await t.json<Page>(`/v1/providers?pageSize=50&${query}`);
  expect(res.status).toBe(200);
  return res.body.meta.total;
};
const visible = eq(providerProfiles.visibility, "visible");

const LINKED: Array<
  [param: string, listPath: string, table: PgTable & { itemId: AnyPgColumn; providerId: AnyPgColumn }]
> = [
  ["therapy", "/v1/categories/therapy", providerTherapies],
  ["concern", "/v1/categories/concerns", providerConcerns],
  ["modality", "/v1/categories/therapy-modality", providerModalities],
  ["discipline", "/v1/categories/disciplines", providerDisciplines],
  ["language", "/v1/categories/languages", providerLanguages],
  ["ethnicity", "/v1/personality/cultural-background", providerCulturalBackgrounds],
  ["ageGroup", "/v1/personality/age-group", providerAgeGroups],
];

describe.each(LINKED)("the %s filter", (param, listPath, table) => {
  it(`finds, for every value of ${listPath}, the providers linked to it`, async () => {
    const options = await list(listPath);
    expect(options.length).toBeGreaterThan(0);
    let matched = 0;
    for (const option of options) {
      const rows = await t.database.db
        .selectDistinct({ id: table.providerId })
        .from(table)
        .innerJoin(providerProfiles, eq(providerProfiles.userId, table.providerId))
        .where(and(eq(table.itemId, option.identifier), visible));
      expect(await total(`${param}=${option.identifier}`), `${param}=${option.name}`).toBe(rows.length);
      matched += rows.length;
    }
    expect(matched).toBeGreaterThan(0);
  });
});

describe("list filters together", () => {
  const linked = async (table: (typeof LINKED)[number][2], ids: string[]) =>
    new Set(
      (
        await t.database.db
          .selectDistinct({ id: table.providerId })
          .from(table)
          .innerJoin(providerProfiles, eq(providerProfiles.userId, table.providerId))
          .where(and(inArray(table.itemId, ids), visible))
      ).map((row) => row.id),
    );

  it("find the providers with any value of each filter and every filter at once", async () => {
    const concerns = (await list("/v1/categories/concerns")).slice(0, 3).map((o) => o.identifier);
    // The two least spoken languages that someone speaks: the seed gives almost everyone English.
    const spoken = await Promise.all(
      (await list("/v1/categories/languages")).map(async (o) => ({
        id: o.identifier,
        count: (await linked(providerLanguages, [o.identifier])).size,
      })),
    );
    const languages = spoken
      .filter((l) => l.count > 0)
      .sort((a, b) => a.count - b.count)
      .slice(0, 2)
      .map((l) => l.id);
    const withConcern = await linked(providerConcerns, concerns);
    const withLanguage = await linked(providerLanguages, languages);
    const both = [...withConcern].filter((id) => withLanguage.has(id));
    expect(both.length).toBeGreaterThan(0);
    // Fewer than either filter alone: the filters narrow together, the values within one widen.
    expect(both.length).toBeLessThan(Math.min(withConcern.size, withLanguage.size));
    expect(await total(`concern=${concerns.join(",")}`)).toBe(withConcern.size);
    expect(await total(`concern=${concerns.join(",")}&language=${languages.join(",")}`)).toBe(both.length);
  });

  it("match a value only under its own filter: a concern's id given as a therapy finds no one", async () => {
    const [concern] = await list("/v1/categories/concerns");
    expect(await total(`concern=${concern?.identifier}`)).toBeGreaterThan(0);
    expect(await total(`therapy=${concern?.identifier}`)).toBe(0);
  });

  it("read quotes, backslashes and query operators in a value as part of the value", async () => {
    const [concern] = await list("/v1/categories/concerns");
    const real = `concern:${concern?.identifier}`;
    // Were the value not quoted whole, each of these would add `| 'concern:<real id>'` and find its providers.
    for (const value of [
      `x' | '${real}`,
      `x\\' | '${real}`,
      `x\\`,
      `!${concern?.identifier}`,
      `${concern?.identifier}:*`,
    ]) {
      expect(await total(`concern=${encodeURIComponent(value)}`), value).toBe(0);
    }
  });
});

describe("anyOfQuery", () => {
  it("joins a filter's values by |, each prefixed with the filter's name", () => {
    expect(anyOfQuery("concern", ["c1", "c2"])).toBe("'concern:c1' | 'concern:c2'");
  });

  it("quotes every value whole: a quote doubled, a backslash escaped", () => {
    expect(anyOfQuery("language", ["a'b\\c"])).toBe("'language:a''b\\\\c'");
  });
});

describe("the country and state filters", () => {
  it("find, for every country of /v1/countries, its providers", async () => {
    let matched = 0;
    for (const country of await t
      .json<{ data: Array<{ code: string }> }>("/v1/countries")
      .then((r) => r.body.data)) {
      const rows = await t.database.db
        .select({ id: providerProfiles.userId })
        .from(providerProfiles)
        .where(and(eq(providerProfiles.countryCode, country.code), visible));
      expect(await total(`country=${country.code}`), country.code).toBe(rows.length);
      matched += rows.length;
    }
    expect(matched).toBe(60);
  });

  // One country is an equality in SQL, several an array (search-providers.ts): same answers.
  it("find, for several countries or one typed in lower case, the same providers as one at a time", async () => {
    const ids = async (query: string) => {
      const res = await t.json<Page>(`/v1/providers?pageSize=50&${query}`);
      expect(res.status).toBe(200);
      return res.body.data.map((card) => card.objectID);
    };
    const [ng, gb, both, lower] = await Promise.all([
      ids("country=NG"),
      ids("country=GB"),
      ids("country=NG,GB"),
      ids("country=ng"),
    ]);
    expect(ng.length).toBeGreaterThan(0);
    expect(gb.length).toBeGreaterThan(0);
    expect(lower).toEqual(ng);
    expect([...both].sort()).toEqual([...ng, ...gb].sort());
  });

  it("find, for every state identifier of /v1/countries/{code}/states, the providers in that state", async () => {
    let matched = 0;
    for (const code of ["NG", "GB", "US"]) {
      for (const state of await list(`/v1/countries/${code}/states`)) {
        const rows = await t.database.db
          .select({ id: providerProfiles.userId })
          .from(providerProfiles)
          .where(
            and(eq(providerProfiles.countryCode, code), eq(providerProfiles.state, state.name), visible),
          );
        expect(await total(`country=${code}&state=${state.identifier}`), `${code} ${state.name}`).toBe(
          rows.length,
        );
        matched += rows.length;
      }
    }
    expect(matched).toBe(60);
  });

  it("takes several states at once and ignores unknown identifiers", async () => {
    const lagosAndAbuja = await t.database.db
      .select({ id: states.id })
      .from(states)
      .where(
        and(
          eq(states.countryCode, "NG"),
          inArray(states.name, ["Lagos", "FCT Abuja", "Federal Capital Territory"]),
        ),
      );
    const ids = lagosAndAbuja.map((s) => s.id).join(",");
    const rows = await t.database.db
      .select({ id: providerProfiles.userId })
      .from(providerProfiles)
      .innerJoin(
        states,
        and(eq(states.name, providerProfiles.state), eq(states.countryCode, providerProfiles.countryCode)),
      )
      .where(
        and(
          inArray(
            states.id,
            lagosAndAbuja.map((s) => s.id),
          ),
          visible,
        ),
      );
    expect(await total(`state=${ids}`)).toBe(rows.length);
    expect(await total("state=01JD0000000000000000000000")).toBe(0);
  });
});

describe("the gender filter", () => {
  it.each([...GENDER_OPTIONS])("finds the providers who are %s", async (gender) => {
    const rows = await t.database.db
      .select({ id: providerProfiles.userId })
      .from(providerProfiles)
      .where(and(eq(providerProfiles.gender, gender), visible));
    expect(await total(`gender=${gender}`)).toBe(rows.length);
  });
});

describe("the city filter", () => {
  const placesOf = async () => {
    const rows = await t.database.db
      .select({
        id: providerProfiles.userId,
        city: providerProfiles.city,
        country: providerProfiles.countryCode,
      })
      .from(providerProfiles)
      .where(visible);
    return rows.map((r) => ({ ...r, city: r.city ?? "" }));
  };
  const inArea = (area: CityArea, city: string) =>
    [area.city, ...area.areas].some((name) => name.toLowerCase() === city.toLowerCase());

  it("finds, for a landing page's city, the providers of its whole area (Lagos: Ikeja, Lekki…)", async () => {
    const rows = await placesOf();
    for (const area of CITY_AREAS) {
      const there = rows.filter((r) => r.country === area.country && inArea(area, r.city));
      const query = `country=${area.country}&city=${encodeURIComponent(area.city.toUpperCase())}`;
      expect(await total(query), area.city).toBe(there.length);
    }
    // The seed spreads Lagos's providers over its places: the page is not only 'Lagos' itself.
    const lagos = CITY_AREAS.find((a) => a.city === "Lagos");
    const inPlace = rows.find((r) => r.country === "NG" && lagos?.areas.includes(r.city));
    if (!inPlace) return expect.fail("no seeded provider in a place of Lagos");
    const page = await t.json<Page>("/v1/providers?pageSize=50&country=NG&city=Lagos");
    expect(page.body.data.map((p) => p.objectID)).toContain(inPlace.id);
    expect(await total("city=lagos")).toBe(await total("country=NG&city=Lagos"));
    expect(await total("country=GB&city=Lagos")).toBe(0);
  });

  it("finds, for any other place a provider practises in, the providers there, in any letter case", async () => {
    const rows = await placesOf();
    const byCity = new Map<string, number>();
    for (const row of rows) {
      if (CITY_AREAS.some((a) => a.country === row.country && a.city === row.city)) continue;
      const key = `${row.country}|${row.city}`;
      byCity.set(key, (byCity.get(key) ?? 0) + 1);
    }
    expect(byCity.size).toBeGreaterThan(0);
    for (const [key, count] of byCity) {
      const [country, city = ""] = key.split("|");
      expect(await total(`country=${country}&city=${encodeURIComponent(city.toUpperCase())}`), key).toBe(
        count,
      );
    }
    expect(await total("city=Atlantis")).toBe(0);
  });

  it("answers 400 for an over-long city name", async () => {
    const res = await t.json<{ message: string }>(`/v1/providers?city=${"x".repeat(81)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/The city must be at most 80 characters/);
  });
});

describe("the availability filter", () => {
  const DAY = 86_400_000;
  const midnight = Math.floor(Date.now() / DAY) * DAY;
  /** A UTC day relative to today, as the query carries it ('2026-12-25'). */
  const day = (n: number) => new Date(midnight + n * DAY).toISOString().slice(0, 10);
  const slot = (n: number, providerId: string, start: Date, status: "open" | "held" | "booked" = "open") => ({
    id: `01JAVA1LAB1L1TYTESTS00000${n}`,
    providerId,
    startTime: start,
    endTime: new Date(start.getTime() + 50 * 60_000),
    status,
  });

  beforeAll(async () => {
    // Cases the seed does not make: a provider whose only slot today passes before the searches (their
    // card still lists today), one whose day is all held or booked, and one with a slot at midnight.
    const { db } = t.database;
    const rows = await db
      .select({ id: providerCards.providerId })
      .from(providerCards)
      .where(eq(providerCards.visible, true))
      .orderBy(providerCards.providerId)
      .limit(3);
    const [passing, taken, atMidnight] = rows.map((r) => r.id);
    if (!passing || !taken || !atMidnight) throw new Error("seed gave too few providers");
    // Their seeded slots leave the market (some have bookings, so they are marked, not deleted).
    await db
      .update(timeslots)
      .set({ status: "booked" })
      .where(inArray(timeslots.providerId, [passing, taken, atMidnight]));
    const soon = new Date(Date.now() + 1000);
    await db
      .insert(timeslots)
      .values([
        slot(1, passing, soon),
        slot(2, passing, new Date(midnight + 3 * DAY + 9 * 3_600_000)),
        slot(3, taken, new Date(midnight + 2 * DAY + 9 * 3_600_000), "held"),
        slot(4, taken, new Date(midnight + 2 * DAY + 10 * 3_600_000), "booked"),
        slot(5, taken, new Date(midnight + 4 * DAY + 9 * 3_600_000)),
        slot(6, atMidnight, new Date(midnight + 5 * DAY)),
      ]);
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 200));
  });

  /** Every visible provider with an open slot starting in [from, to) and not before now: the rule. */
  async function expected(from: string | undefined, to: string | undefined) {
    const start = new Date(`${from ?? "1970-01-01"}T00:00:00Z`);
    const end = to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY) : undefined;
    const rows = await t.database.db
      .selectDistinct({ id: timeslots.providerId })
      .from(timeslots)
      .innerJoin(providerCards, eq(providerCards.providerId, timeslots.providerId))
      .where(
        and(
          eq(providerCards.visible, true),
          eq(timeslots.status, "open"),
          gte(timeslots.startTime, start),
          gte(timeslots.startTime, new Date()),
          end ? lt(timeslots.startTime, end) : undefined,
        ),
      );
    return rows.map((r) => r.id).sort();
  }

  async function found(query: string) {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const res = await t.json<Page>(`/v1/providers?pageSize=50&page=${page}&${query}`);
      expect(res.status).toBe(200);
      ids.push(...res.body.data.map((p) => p.objectID));
      if (res.body.data.length < 50) return { ids: ids.sort(), total: res.body.meta.total };
    }
  }

  it.each([
    ["today", 0, 0],
    ["today and tomorrow", 0, 1],
    ["yesterday and today", -1, 0],
    ["the day of a held and a booked slot", 2, 2],
    ["the day a slot starts at midnight", 5, 5],
    ["the day before that midnight", 4, 4],
    ["a week from now", 7, 7],
    ["a week, a week from now", 7, 14],
    ["from today on", 0, undefined],
    ["from three weeks on", 21, undefined],
    ["until the day after tomorrow", undefined, 2],
    ["tomorrow", 1, 1],
    ["yesterday", -1, -1],
    ["today to a day past every horizon (over a year: timeslots are asked)", 0, 400],
    ["a day past every horizon", 400, 400],
  ] as const)("%s: exactly the providers with an open slot to come in the window", async (_, from, to) => {
    const [fromDay, toDay] = [
      from === undefined ? undefined : day(from),
      to === undefined ? undefined : day(to),
    ];
    const query = [fromDay && `availableFrom=${fromDay}`, toDay && `availableTo=${toDay}`]
      .filter(Boolean)
      .join("&");
    const want = await expected(fromDay, toDay);
    const got = await found(query);
    expect(got.ids).toEqual(want);
    expect(got.total).toBe(want.length);
  });

  it("narrows: a far window finds no one, today and the week ahead find someone", async () => {
    expect((await found(`availableFrom=${day(400)}`)).total).toBe(0);
    expect((await found(`availableFrom=${day(0)}&availableTo=${day(7)}`)).total).toBeGreaterThan(0);
  });
});

describe("windowDays", () => {
  const now = Date.UTC(2026, 11, 24, 15, 30);
  const utc = (day: string) => new Date(`${day}T00:00:00Z`);
  it("lists the window's UTC days, from yesterday on at the earliest", () => {
    expect(windowDays(utc("2026-12-26"), utc("2026-12-28"), now)).toEqual([
      "2026-12-26",
      "2026-12-27",
      "2026-12-28",
    ]);
    expect(windowDays(utc("1970-01-01"), utc("2026-12-25"), now)).toEqual([
      "2026-12-23",
      "2026-12-24",
      "2026-12-25",
    ]);
    expect(windowDays(utc("2026-12-01"), utc("2026-12-02"), now)).toEqual([]);
  });
  it(`gives up beyond ${WINDOW_DAYS_MAX} days (the filter then asks timeslots)`, () => {
    expect(windowDays(utc("2026-12-24"), utc("2027-12-24"), now)).toHaveLength(WINDOW_DAYS_MAX);
    expect(windowDays(utc("2026-12-24"), utc("2027-12-25"), now)).toBeNull();
  });
});
