import { afterEach, describe, expect, it, vi } from "vitest";

const get = vi.fn();
vi.mock("../api/api.server.ts", () => ({ apiFor: async () => ({ GET: get }) }));

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

afterEach(() => get.mockReset());

describe("the /providers loader", () => {
  it("asks the search API with the URL's filters and looks up the states of the one country", async () => {
    api(() => ok(page));
    const data = await loadDirectory(request("?country=NG&search=sleep&page=2"));
    expect(get).toHaveBeenCalledWith("/v1/providers", {
      params: { query: { pageSize: 12, search: "sleep", country: "NG", page: 2 } },
    });
    expect(data.states).toEqual([{ identifier: "S1", name: "Lagos" }]);
    expect(data.lists.country).toEqual([{ identifier: "NG", name: "Nigeria" }]);
    expect(data.notice).toBeNull();
  });

  it("redirects a plain form's submission to the canonical link", async () => {
    api(() => ok(page));
    const thrown = await loadDirectory(request("?search=&concern=A&concern=B&minPrice=")).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/providers?concern=A%2CB");
  });

  it("shows the API's message when it refuses a filter, never a 500", async () => {
    api(() =>
      refused(400, { message: "Invalid query", errors: ["minPrice must not be greater than maxPrice"] }),
    );
    const data = await loadDirectory(request("?minPrice=50&maxPrice=10"));
    expect(data.notice).toEqual({ kind: "rejected", message: "minPrice must not be greater than maxPrice" });
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
