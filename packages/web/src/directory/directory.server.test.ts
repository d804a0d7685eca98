import { afterEach, describe, expect, it, vi } from "vitest";

const get = vi.fn();
vi.mock("../api/api.server.ts", () => ({ apiFor: async () => ({ GET: get }) }));
/** The signed-in viewer's country, or no one signed in (null). */
let viewerCountry: string | null = null;
vi.mock("../api/current-user.server.ts", () => ({
  currentUser: async () => ({ me: viewerCountry === null ? null : { countryCode: viewerCountry } }),
}));

const { loadDirectory } = await import("./directory.server.ts");

const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const refused = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });
const page = { data: [], meta: { page: 1, pageSize: 12, total: 0, totalPages: 0 } };

/** Every catalogue list answers one option; the search answers `search`. */
function api(search: () => unknown) {
  get.mockImplementation(async (path: string) => {
    if (path === "/v1/providers") return search();
    if (path === "/v1/countries")
      return ok({ data: [{ code: "NG", name: "Nigeria", slug: "nigeria", currencyCode: "NGN" }] });
    if (path === "/v1/countries/{code}/states") return ok({ data: [{ identifier: "S1", name: "Lagos" }] });
    return ok({ data: [{ identifier: "X", name: "Option" }] });
  });
}
const request = (query: string) => new Request(`http://site.test/providers${query}`);

afterEach(() => {
  get.mockReset();
  viewerCountry = null;
});

describe("the /providers loader", () => {
  it("asks the search API with the URL's filters and looks up the states of the one country", async () => {
    api(() => ok(page));
    const data = await loadDirectory(request("?country=NG&search=sleep&page=2"));
    expect(get).toHaveBeenCalledWith("/v1/providers", {
      params: { query: { pageSize: 12, search: "sleep", country: "NG", page: 2, currency: "NGN" } },
    });
    expect(data.states).toEqual([{ identifier: "S1", name: "Lagos" }]);
    expect(data.lists.country).toEqual([{ identifier: "NG", name: "Nigeria" }]);
    expect(data.notice).toBeNull();
  });

  it("lists in the viewer's currency: their country's when signed in, else the site's", async () => {
    api(() => ok(page));
    // The tests are the global site (USD).
    const visitor = await loadDirectory(request("?minPrice=20&maxPrice=90"));
    expect(get).toHaveBeenCalledWith("/v1/providers", {
      params: { query: { pageSize: 12, minPrice: 20, maxPrice: 90, currency: "USD" } },
    });
    expect(visitor.priceCurrency).toBe("USD");
    expect(visitor.chips.map((c) => c.label)).toEqual(["From $20", "Up to $90"]);

    viewerCountry = "NG";
    const nigerian = await loadDirectory(request("?minPrice=20000"));
    expect(get).toHaveBeenLastCalledWith("/v1/providers", {
      params: { query: { pageSize: 12, minPrice: 20_000, currency: "NGN" } },
    });
    expect(nigerian.priceCurrency).toBe("NGN");
    expect(nigerian.chips.map((c) => c.label)).toEqual(["From ₦20,000"]);

    viewerCountry = "FR";
    expect((await loadDirectory(request("?minPrice=20"))).priceCurrency).toBe("GBP");
  });

  it("one currency per list: every search names it, and one chosen country's currency wins", async () => {
    api(() => ok(page));
    await loadDirectory(request(""));
    expect(get).toHaveBeenLastCalledWith("/v1/providers", {
      params: { query: { pageSize: 12, currency: "USD" } },
    });
    // 'Therapists in London' is in pounds, whoever looks; its price chips say so.
    const london = await loadDirectory(request("?country=GB&city=London&minPrice=50"));
    expect(get).toHaveBeenLastCalledWith("/v1/providers", {
      params: { query: { pageSize: 12, city: "London", country: "GB", minPrice: 50, currency: "GBP" } },
    });
    expect(london.priceCurrency).toBe("GBP");
    expect(london.chips.map((c) => c.label)).toContain("From £50");
    // Two countries: the viewer's.
    viewerCountry = "NG";
    expect((await loadDirectory(request("?country=GB,US"))).priceCurrency).toBe("NGN");
  });

  it("redirects a plain form's submission to the canonical link", async () => {
    api(() => ok(page));
    const thrown = await loadDirectory(request("?search=&concern=A&concern=B&minPrice=")).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/providers?concern=A%2CB");
  });

  it("shows the API's message when it refuses a filter, beside that filter, never a 500", async () => {
    const message = "The minimum price must not be more than the maximum price";
    api(() => refused(400, { message, errors: [`minPrice: ${message}`] }));
    const data = await loadDirectory(request("?minPrice=50&maxPrice=10"));
    expect(data.notice).toEqual({ kind: "rejected", message, fields: { price: message } });
    expect(data.providers).toEqual([]);
  });

  it("says the list is unavailable when the API is down or throttling, and keeps the page", async () => {
    api(() => {
      throw new TypeError("fetch failed");
    });
    expect((await loadDirectory(request(""))).notice).toEqual({ kind: "unavailable" });
    api(() => refused(429, { message: "Too many requests" }));
    expect((await loadDirectory(request("?search=x"))).notice).toEqual({ kind: "unavailable" });
  });
});
