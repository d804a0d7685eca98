import { afterEach, describe, expect, it, vi } from "vitest";

const get = vi.fn();
vi.mock("../api/api.server.ts", () => ({ apiFor: async () => ({ GET: get }) }));
let viewerCountry: string | null = null;
vi.mock("../api/current-user.server.ts", () => ({
  currentUser: async () => ({ me: viewerCountry === null ? null : { countryCode: viewerCountry } }),
}));

const { loadFeaturedProviders } = await import("./featured-providers.server.ts");
const request = new Request("http://site.test/");

afterEach(() => {
  get.mockReset();
  viewerCountry = null;
});

describe("the home grid is in one currency (decision 046)", () => {
  it("asks for the listing (featured first) of the viewer's currency: the site's, or their country's", async () => {
    get.mockResolvedValue({ data: { data: [], meta: {} } });
    await loadFeaturedProviders(request);
    // The tests are the global site (USD).
    expect(get).toHaveBeenLastCalledWith("/v1/providers", {
      params: { query: { pageSize: 16, currency: "USD" } },
    });
    viewerCountry = "NG";
    await loadFeaturedProviders(request);
    expect(get).toHaveBeenLastCalledWith("/v1/providers", {
      params: { query: { pageSize: 16, currency: "NGN" } },
    });
  });
});
