import type { ProviderSearchResult } from "@marketplace/api-client";
import { describe, expect, it } from "vitest";
import { type ApiClient, LANDING_PROVIDER_COUNT, loadLanding } from "./landing.server.ts";

const CONCERNS = [
  { identifier: "C-ANX", name: "Anxiety", slug: "anxiety" },
  { identifier: "C-DEP", name: "Depression", slug: "depression" },
  { identifier: "C-REL", name: "Relationship Issues", slug: "relationship-issues" },
];
const provider = { objectID: "P1", firstName: "Ada" } as unknown as ProviderSearchResult;

/** A stand-in API client: records the provider searches and answers from the given lists. */
function fakeApi(
  options: { concerns?: typeof CONCERNS | null; providers?: ProviderSearchResult[] | null } = {},
) {
  const searches: Array<Record<string, unknown>> = [];
  const api = {
    GET: async (path: string, init?: { params?: { query?: Record<string, unknown> } }) => {
      if (path === "/v1/categories/concerns") {
        return options.concerns === null
          ? { data: undefined }
          : { data: { data: options.concerns ?? CONCERNS } };
      }
      if (path === "/v1/providers") {
        searches.push(init?.params?.query ?? {});
        if (options.providers === null) throw new Error("connection refused");
        const list = options.providers ?? [provider];
        return { data: { data: list, meta: { page: 1, pageSize: 6, total: 14, totalPages: 3 } } };
      }
      throw new Error(`unexpected ${path}`);
    },
  };
  return { api: api as unknown as ApiClient, searches };
}

const ORIGIN = "https://ng.tranquil.example";
const status = async (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: unknown) => (e instanceof Response ? e.status : String(e)),
  );

describe("loadLanding", () => {
  it("answers 404 for an unknown country, city or concern slug, and for a wrong case", async () => {
    const { api } = fakeApi();
    expect(await status(loadLanding({ country: "ghana" }, api, ORIGIN))).toBe(404);
    expect(await status(loadLanding({ country: "nigeria", city: "london" }, api, ORIGIN))).toBe(404);
    expect(await status(loadLanding({ country: "Nigeria", city: "lagos" }, api, ORIGIN))).toBe(404);
    expect(
      await status(loadLanding({ country: "uk", city: "london", concern: "unicorns" }, api, ORIGIN)),
    ).toBe(404);
    expect(
      await status(loadLanding({ country: "uk", city: "london", specialty: "unicorns" }, api, ORIGIN)),
    ).toBe(404);
  });

  it("a city page searches its country and city, and marks up its breadcrumb and FAQ", async () => {
    const { api, searches } = fakeApi();
    const data = await loadLanding({ country: "uk", city: "london" }, api, ORIGIN);
    expect(searches).toEqual([{ country: "GB", city: "London", pageSize: LANDING_PROVIDER_COUNT }]);
    expect(data).toMatchObject({
      kind: "city",
      path: "/therapists/uk/london",
      total: 14,
      failed: false,
      directoryHref: "/providers?country=GB&city=London",
    });
    expect(data.breadcrumb.map((c) => c.path)).toEqual(["/", "/therapists/uk", "/therapists/uk/london"]);
    expect(data.concerns.map((c) => c.href)).toEqual([
      "/therapists/uk/london/concern/anxiety",
      "/therapists/uk/london/concern/depression",
      "/therapists/uk/london/concern/relationship-issues",
    ]);
    // Popular searches for concerns the API does not list (burnout, ...) are left out: no broken links.
    expect(data.popularSearches.map((s) => s.href)).toEqual([
      "/therapists/uk/london/concern/anxiety",
      "/therapists/uk/london/concern/depression",
      "/therapists/uk/london/concern/relationship-issues",
    ]);
    const [breadcrumb, faq] = data.jsonLd.map((text) => JSON.parse(text));
    expect(breadcrumb["@type"]).toBe("BreadcrumbList");
    expect(breadcrumb.itemListElement.at(-1)).toEqual({
      "@type": "ListItem",
      position: 3,
      name: "London",
      item: `${ORIGIN}/therapists/uk/london`,
    });
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(data.faq.map((q) => q.question));
  });

  it("a concern page adds the concern's id to the search; the specialty address is the same page", async () => {
    const concern = fakeApi();
    const data = await loadLanding(
      { country: "nigeria", city: "lagos", concern: "depression" },
      concern.api,
      ORIGIN,
    );
    expect(concern.searches).toEqual([
      { country: "NG", city: "Lagos", concern: "C-DEP", pageSize: LANDING_PROVIDER_COUNT },
    ]);
    expect(data.path).toBe("/therapists/nigeria/lagos/concern/depression");
    expect(data.copy.h1).toBe("Therapists for Depression in Lagos");
    expect(data.directoryHref).toBe("/providers?country=NG&city=Lagos&concern=C-DEP");
    // The city page owns the FAQ markup; a concern page marks up its breadcrumb only.
    expect(data.jsonLd.map((text) => JSON.parse(text)["@type"])).toEqual(["BreadcrumbList"]);
    expect(data.popularSearches.map((s) => s.href)).not.toContain(data.path);

    const specialty = await loadLanding(
      { country: "nigeria", city: "lagos", specialty: "depression" },
      fakeApi().api,
      ORIGIN,
    );
    expect(specialty).toEqual(data);
  });

  it("a country page searches the whole country and lists its cities", async () => {
    const { api, searches } = fakeApi();
    const data = await loadLanding({ country: "nigeria" }, api, ORIGIN);
    expect(searches).toEqual([{ country: "NG", pageSize: LANDING_PROVIDER_COUNT }]);
    expect(data.cities.map((c) => c.href)).toEqual([
      "/therapists/nigeria/lagos",
      "/therapists/nigeria/abuja",
      "/therapists/nigeria/port-harcourt",
    ]);
    expect(data.locations.map((l) => l.href)).toEqual(["/therapists/nigeria", "/therapists/uk"]);
    expect(data.crisis.map((c) => c.number)).toContain("112");
    // The spec's empty state, in the home namespace's words.
    expect(data.empty).toEqual({ title: "no providers found", goToServices: "Go to services" });
  });

  it("shows a failed search as failed, not as 'no providers found'", async () => {
    const data = await loadLanding({ country: "uk", city: "leeds" }, fakeApi().api, ORIGIN).catch(() => null);
    expect(data).toBeNull();
    const failed = await loadLanding(
      { country: "uk", city: "manchester" },
      fakeApi({ providers: null }).api,
      ORIGIN,
    );
    expect(failed).toMatchObject({ failed: true, providers: [], total: 0 });
  });

  it("a concern page whose concern list cannot be read is a 503; a city page just drops its chips", async () => {
    const { api } = fakeApi({ concerns: null });
    expect(
      await status(loadLanding({ country: "uk", city: "london", concern: "anxiety" }, api, ORIGIN)),
    ).toBe(503);
    const city = await loadLanding({ country: "uk", city: "london" }, api, ORIGIN);
    expect(city.concerns).toEqual([]);
    expect(city.popularSearches).toEqual([]);
  });
});
