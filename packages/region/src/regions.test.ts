import { describe, expect, it } from "vitest";
import { COMPANIES } from "./companies.ts";
import {
  apiOrigin,
  getRegion,
  localOrigin,
  otherRegion,
  REGIONS,
  siteHost,
  siteHosts,
  siteOrigins,
  walletTopUpFor,
} from "./regions.ts";

describe("regions", () => {
  it("falls back to London on the global site and Lagos on the Nigerian one, never UTC", () => {
    expect(REGIONS.global.defaultTimeZone).toBe("Europe/London");
    expect(REGIONS.nigeria.defaultTimeZone).toBe("Africa/Lagos");
    for (const region of Object.values(REGIONS)) {
      expect(Intl.supportedValuesOf("timeZone")).toContain(region.defaultTimeZone);
    }
  });

  it("configures the global site in en-US under the default UK company", () => {
    expect(REGIONS.global).toMatchObject({
      locale: "en-US",
      countryCode: "US",
      currency: "USD",
    });
    expect(REGIONS.global.company).toBe("UK");
    expect(COMPANIES.UK.address.join(" ")).toContain("London");
  });

  it("configures the Nigerian site in en-NG with the Lagos company", () => {
    expect(REGIONS.nigeria).toMatchObject({
      locale: "en-NG",
      countryCode: "NG",
      currency: "NGN",
    });
    expect(COMPANIES[REGIONS.nigeria.company].address.join(" ")).toContain("Lagos");
  });

  it("gives users in Nigeria (country NG) the top-up dialog on either site, and everyone else the inline form", () => {
    for (const site of Object.values(REGIONS)) {
      expect(walletTopUpFor("NG", site)).toBe("dialog");
      expect(walletTopUpFor("ng", site)).toBe("dialog");
      expect(walletTopUpFor("GB", site)).toBe("inline");
      expect(walletTopUpFor("US", site)).toBe("inline");
    }
    // An account without a country is taken to be in the site's country.
    expect(walletTopUpFor(null, REGIONS.nigeria)).toBe("dialog");
    expect(walletTopUpFor(undefined, REGIONS.global)).toBe("inline");
    expect(walletTopUpFor("", REGIONS.nigeria)).toBe("dialog");
  });

  it("lists all three offices, the region's own first", () => {
    expect(REGIONS.nigeria.offices).toEqual(["NG", "UK", "US"]);
    expect(REGIONS.global.offices).toEqual(["UK", "US", "NG"]);
    expect(COMPANIES.US.address.join(" ")).toContain("Sheridan, WY");
  });

  it("refuses an unknown region id and finds the other one", () => {
    expect(() => getRegion("mars")).toThrow(/Unknown region "mars": expected one of global, nigeria/);
    expect(() => getRegion(undefined)).toThrow(/Unknown region/);
    expect(() => getRegion("toString")).toThrow(/Unknown region/);
    expect(getRegion("nigeria").id).toBe("nigeria");
    expect(otherRegion(REGIONS.global).id).toBe("nigeria");
    expect(otherRegion(REGIONS.nigeria).id).toBe("global");
  });

  it("derives local origins, hosts and CORS origins from one table", () => {
    expect(localOrigin(REGIONS.global)).toBe("http://localhost:3000");
    expect(localOrigin(REGIONS.nigeria, { PORT_OFFSET: "100" })).toBe("http://localhost:3101");
    expect(apiOrigin({ PORT_OFFSET: "100" })).toBe("http://localhost:4100");
    expect(apiOrigin({ API_URL: "https://api.example" })).toBe("https://api.example");
    expect(siteHost(REGIONS.nigeria, { NIGERIA_HOST: "https://ng.example" })).toBe("https://ng.example");
    expect(siteHosts({})).toEqual({ "en-US": "http://localhost:3000", "en-NG": "http://localhost:3001" });
    expect(siteOrigins({ GLOBAL_HOST: "https://www.example/" })).toEqual([
      "https://www.example",
      "http://localhost:3001",
    ]);
    expect(() => localOrigin(REGIONS.global, { PORT_OFFSET: "-1" })).toThrow(/PORT_OFFSET/);
  });
});
