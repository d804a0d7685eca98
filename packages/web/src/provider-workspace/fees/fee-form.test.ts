import type { SavedTherapyFee } from "@marketplace/domain/fees";
import { describe, expect, it } from "vitest";
import { currencySymbol, feeField, feesFromForm, freeField } from "./fee-form.ts";

const saved: SavedTherapyFee[] = [
  {
    therapyIdentifier: "IND",
    name: "Individual Therapy",
    fee: 1_500_000,
    isFree: false,
    canSetTherapyAsFree: false,
  },
  {
    therapyIdentifier: "CON",
    name: "Initial Consultation",
    fee: 500_000,
    isFree: true,
    canSetTherapyAsFree: true,
  },
];
const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("fee form", () => {
  it("strips commas, turns unparsable text into 0 and saves in minor units", () => {
    expect(
      feesFromForm(
        form([
          [feeField("IND"), "20,000"],
          [feeField("CON"), "abc"],
        ]),
        saved,
      ).therapyFees,
    ).toEqual([
      { therapyIdentifier: "IND", fee: 2_000_000, isFree: false },
      { therapyIdentifier: "CON", fee: 0, isFree: false },
    ]);
  });

  it("a ticked 'Mark as free' saves 0 whatever the text; it is ignored where not allowed", () => {
    const payload = feesFromForm(
      form([
        [feeField("IND"), "100"],
        [freeField("IND"), "on"],
        [feeField("CON"), "5,000"],
        [freeField("CON"), "on"],
      ]),
      saved,
    );
    expect(payload.therapyFees).toEqual([
      { therapyIdentifier: "IND", fee: 10_000, isFree: false },
      { therapyIdentifier: "CON", fee: 0, isFree: true },
    ]);
  });

  it("names the region's currency by its symbol", () => {
    expect(currencySymbol("NGN", "en-NG")).toBe("₦");
    expect(currencySymbol("GBP", "en-US")).toBe("£");
  });
});
