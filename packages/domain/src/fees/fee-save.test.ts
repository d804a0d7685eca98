import { describe, expect, it } from "vitest";
import { feeEditorReducer, feeSavePayload, initialFeeEditor } from "./fee-editor.ts";
import { FEE_MAX_MINOR, therapyFeesSaveSchema } from "./fee-save.ts";

const ID = "01JD0000000000000000000000";

describe("therapy fee save payload", () => {
  it("accepts what the editor sends", () => {
    const state = feeEditorReducer(
      initialFeeEditor([
        { therapyIdentifier: ID, name: "x", fee: 100, isFree: false, canSetTherapyAsFree: true },
      ]),
      { type: "editFee", therapyIdentifier: ID, text: "1,250" },
    );
    expect(therapyFeesSaveSchema.parse(feeSavePayload(state))).toEqual({
      therapyFees: [{ therapyIdentifier: ID, fee: 125_000, isFree: false }],
    });
  });

  it("refuses negative, fractional, too large and repeated fees", () => {
    const one = (fee: number) => ({ therapyIdentifier: ID, fee, isFree: false });
    const messages = (therapyFees: unknown[]) =>
      therapyFeesSaveSchema.safeParse({ therapyFees }).error?.issues.map((i) => i.message);
    expect(messages([one(-1)])).toEqual(["Enter a fee of 0 or more"]);
    expect(messages([one(1.5)])).toEqual(["Enter the fee with no more than two decimal places"]);
    expect(messages([one(FEE_MAX_MINOR + 1)])).toEqual(["Enter a fee of at most 1,000,000"]);
    expect(messages([one(1), one(2)])).toEqual(["Each therapy may appear once"]);
  });
});
