import { describe, expect, it } from "vitest";
import { COMPANIES, getRegion, otherRegion, REGIONS } from "./regions.ts";

describe("regions", () => {
  it("configures the global site in en-US under the default UK company", () => {
    expect(REGIONS.global).toMatchObject({
      locale: "en-US",
      countryCode: "US",
      currency: "USD",
      walletTopUp: "inline",
    });
    expect(REGIONS.global.company).toBe(COMPANIES.UK);
    expect(COMPANIES.UK.address.join(" ")).toContain("London");
  });

  it("configures the Nigerian site in en-NG with the Lagos company and the top-up dialog", () => {
    expect(REGIONS.nigeria).toMatchObject({
      locale: "en-NG",
      countryCode: "NG",
      currency: "NGN",
      walletTopUp: "dialog",
    });
    expect(REGIONS.nigeria.company.address.join(" ")).toContain("Lagos");
  });

  it("lists all three offices, the region's own first", () => {
    expect(REGIONS.nigeria.offices.map((c) => c.id)).toEqual(["NG", "UK", "US"]);
    expect(REGIONS.global.offices.map((c) => c.id)).toEqual(["UK", "US", "NG"]);
    expect(COMPANIES.US.address.join(" ")).toContain("Sheridan, WY");
  });

  it("falls back to the global site and finds the other one", () => {
    expect(getRegion("mars").id).toBe("global");
    expect(getRegion("nigeria").id).toBe("nigeria");
    expect(otherRegion(REGIONS.global).id).toBe("nigeria");
    expect(otherRegion(REGIONS.nigeria).id).toBe("global");
  });
});
