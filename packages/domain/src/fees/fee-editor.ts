import { parseMinor } from "../money/amount-input.ts";
import { toMajor } from "../money/money.ts";

/**
 * Spec sections 4 and 5: the provider fee editor. Each therapy has an editable fee text and a free
 * flag; 'Mark as free' sets the fee to 0 and unticking restores the saved fee (or 0). Once the user has
 * edited anything, the edited values are shown instead of the saved ones. Only numeric text is
 * accepted, commas are stripped, and a fee that cannot be parsed becomes 0 on save.
 */

export interface SavedTherapyFee {
  therapyIdentifier: string;
  name: string;
  /** Minor units. */
  fee: number;
  isFree: boolean;
  canSetTherapyAsFree: boolean;
}

export interface FeeEditorState {
  saved: SavedTherapyFee[];
  edited: boolean;
  rows: Record<string, { text: string; isFree: boolean }>;
}

export type FeeEditorAction =
  | { type: "editFee"; therapyIdentifier: string; text: string }
  | { type: "toggleFree"; therapyIdentifier: string; isFree: boolean }
  | { type: "load"; saved: SavedTherapyFee[] };

export const FEE_MESSAGES = { saved: "Fee added successfully", markAsFree: "Mark as free" } as const;

const display = (minor: number) => String(toMajor(minor));

export function initialFeeEditor(saved: SavedTherapyFee[]): FeeEditorState {
  return {
    saved,
    edited: false,
    rows: Object.fromEntries(
      saved.map((t) => [t.therapyIdentifier, { text: t.isFree ? "0" : display(t.fee), isFree: t.isFree }]),
    ),
  };
}

/** Only digits, one decimal point and commas survive typing. */
export const sanitizeFeeText = (text: string) => text.replace(/[^\d.,]/g, "").replace(/(\..*)\./g, "$1");

export function feeEditorReducer(state: FeeEditorState, action: FeeEditorAction): FeeEditorState {
  switch (action.type) {
    case "load":
      // Fresh saved values replace the form only while the user has not edited anything.
      return state.edited ? { ...state, saved: action.saved } : initialFeeEditor(action.saved);
    case "editFee": {
      const row = state.rows[action.therapyIdentifier];
      if (!row) return state;
      return {
        ...state,
        edited: true,
        rows: { ...state.rows, [action.therapyIdentifier]: { ...row, text: sanitizeFeeText(action.text) } },
      };
    }
    case "toggleFree": {
      const row = state.rows[action.therapyIdentifier];
      const saved = state.saved.find((t) => t.therapyIdentifier === action.therapyIdentifier);
      if (!row || !saved?.canSetTherapyAsFree) return state;
      const text = action.isFree ? "0" : saved.isFree ? "0" : display(saved.fee);
      return {
        ...state,
        edited: true,
        rows: { ...state.rows, [action.therapyIdentifier]: { text, isFree: action.isFree } },
      };
    }
  }
}

/** 'Mark as free' appears only where canSetTherapyAsFree is true. */
export const canMarkFree = (fee: Pick<SavedTherapyFee, "canSetTherapyAsFree">) => fee.canSetTherapyAsFree;

/** The save payload: fees in minor units; unparsable text becomes 0. */
export function feeSavePayload(state: FeeEditorState): {
  therapyFees: Array<{ fee: number; therapyIdentifier: string; isFree: boolean }>;
} {
  return {
    therapyFees: state.saved.map((t) => {
      const row = state.rows[t.therapyIdentifier];
      const isFree = row?.isFree ?? t.isFree;
      const parsed = row ? parseMinor(row.text) : t.fee;
      return { fee: isFree ? 0 : Math.max(0, parsed ?? 0), therapyIdentifier: t.therapyIdentifier, isFree };
    }),
  };
}
