import { describe, expect, it } from "vitest";
import {
  canMarkFree,
  type FeeEditorState,
  feeEditorReducer,
  feeSavePayload,
  initialFeeEditor,
  type SavedTherapyFee,
  sanitizeFeeText,
} from "./fee-editor.ts";

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
    isFree: false,
    canSetTherapyAsFree: true,
  },
];
const act = (state: FeeEditorState, ...actions: Parameters<typeof feeEditorReducer>[1][]) =>
  actions.reduce(feeEditorReducer, state);

describe("fee editor", () => {
  it("shows saved fees in major units", () => {
    expect(initialFeeEditor(saved).rows).toEqual({
      IND: { text: "15000", isFree: false },
      CON: { text: "5000", isFree: false },
    });
  });

  it("'Mark as free' sets 0; unticking restores the saved fee", () => {
    const free = act(initialFeeEditor(saved), { type: "toggleFree", therapyIdentifier: "CON", isFree: true });
    expect(free.rows.CON).toEqual({ text: "0", isFree: true });
    const back = act(free, { type: "toggleFree", therapyIdentifier: "CON", isFree: false });
    expect(back.rows.CON).toEqual({ text: "5000", isFree: false });
  });

  it("unticking restores 0 when the saved fee was free", () => {
    const freeSaved = saved.map((t) => (t.therapyIdentifier === "CON" ? { ...t, isFree: true, fee: 0 } : t));
    const s = act(initialFeeEditor(freeSaved), {
      type: "toggleFree",
      therapyIdentifier: "CON",
      isFree: false,
    });
    expect(s.rows.CON).toEqual({ text: "0", isFree: false });
  });

  it("refuses 'Mark as free' where the therapy cannot be free, and unknown rows", () => {
    const s = initialFeeEditor(saved);
    expect(act(s, { type: "toggleFree", therapyIdentifier: "IND", isFree: true })).toBe(s);
    expect(act(s, { type: "editFee", therapyIdentifier: "NOPE", text: "1" })).toBe(s);
    expect(saved.map(canMarkFree)).toEqual([false, true]);
  });

  it("keeps edited values over newly loaded saved ones once the user has edited", () => {
    const edited = act(initialFeeEditor(saved), {
      type: "editFee",
      therapyIdentifier: "IND",
      text: "20,000",
    });
    const reloaded = act(edited, { type: "load", saved: saved.map((t) => ({ ...t, fee: 1 })) });
    expect(reloaded.rows.IND?.text).toBe("20,000");
    const untouched = act(initialFeeEditor(saved), {
      type: "load",
      saved: saved.map((t) => ({ ...t, fee: 100 })),
    });
    expect(untouched.rows.IND?.text).toBe("1");
  });

  it("accepts only numeric text, stripping commas on save; unparsable becomes 0", () => {
    expect(sanitizeFeeText("₦12,500.50abc")).toBe("12,500.50");
    expect(sanitizeFeeText("1.2.3")).toBe("1.23");
    const s = act(
      initialFeeEditor(saved),
      { type: "editFee", therapyIdentifier: "IND", text: "12,500.50" },
      { type: "editFee", therapyIdentifier: "CON", text: "." },
    );
    expect(feeSavePayload(s)).toEqual({
      therapyFees: [
        { fee: 1_250_050, therapyIdentifier: "IND", isFree: false },
        { fee: 0, therapyIdentifier: "CON", isFree: false },
      ],
    });
  });

  it("saves a free therapy as 0", () => {
    const s = act(initialFeeEditor(saved), { type: "toggleFree", therapyIdentifier: "CON", isFree: true });
    expect(feeSavePayload(s).therapyFees[1]).toEqual({ fee: 0, therapyIdentifier: "CON", isFree: true });
  });
});
