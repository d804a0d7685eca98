import { describe, expect, it } from "vitest";
import { formatOfficeAddress, officeAddressSchema } from "./office-address.ts";
import { addressPartsFor } from "./provider-rules.ts";

describe("office address", () => {
  it("asks each country for the parts its postal format uses, in its order", () => {
    expect(addressPartsFor("NG")).toEqual(["addressLines", "locality", "postalCode", "administrativeArea"]);
    expect(addressPartsFor("GB")).toEqual(["addressLines", "locality", "postalCode"]);
    expect(addressPartsFor("US")).toEqual(["addressLines", "locality", "administrativeArea", "postalCode"]);
  });

  it("formats one line in the country's format", () => {
    const address = officeAddressSchema.parse({
      addressLines: ["12 Admiralty Way", ""],
      locality: "Lekki",
      administrativeArea: "Lagos",
    });
    expect(formatOfficeAddress(address, "NG")).toBe("12 Admiralty Way, Lekki, Lagos");
    expect(
      formatOfficeAddress(
        officeAddressSchema.parse({
          addressLines: ["1 Baker St"],
          locality: "London",
          postalCode: "NW1 6XE",
        }),
        "GB",
      ),
    ).toBe("1 Baker St, London, NW1 6XE");
  });

  it("needs a street line", () => {
    const result = officeAddressSchema.safeParse({ addressLines: ["  "], locality: "Lagos" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Street address is required");
  });
});
