import { GENDER_OPTIONS } from "@marketplace/domain/filters";
import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import {
  providerAgeGroups,
  providerConcerns,
  providerCulturalBackgrounds,
  providerDisciplines,
  providerLanguages,
  providerModalities,
  providerProfiles,
  providerTherapies,
  states,
} from "../db/schema/index.ts";

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
  it("finds, for every city a provider practises in, the providers there, in any letter case", async () => {
    const rows = await t.database.db
      .select({ city: providerProfiles.city, country: providerProfiles.countryCode })
      .from(providerProfiles)
      .where(visible);
    const byCity = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.country}|${row.city}`;
      byCity.set(key, (byCity.get(key) ?? 0) + 1);
    }
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
    expect(res.body.message).toMatch(/city must be at most 80 characters/);
  });
});
