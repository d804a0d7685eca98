import {
  type FeeEditorState,
  feeEditorReducer,
  feeSavePayload,
  initialFeeEditor,
  type SavedTherapyFee,
} from "@marketplace/domain/fees";

/** The form field names of one therapy's row: its fee text and its 'Mark as free' box. */
export const feeField = (therapyIdentifier: string) => `fee.${therapyIdentifier}`;
export const freeField = (therapyIdentifier: string) => `free.${therapyIdentifier}`;

/**
 * The posted fee editor as the save payload, through the domain's reducer so the rules are the ones
 * the screen applies while typing (commas stripped, unparsable text 0, a free therapy 0, 'free' only
 * where canSetTherapyAsFree). Without JavaScript nothing ran in the browser; this is where they apply.
 */
export function feesFromForm(form: FormData, saved: SavedTherapyFee[]) {
  let state: FeeEditorState = initialFeeEditor(saved);
  for (const fee of saved) {
    const id = fee.therapyIdentifier;
    const isFree = form.get(freeField(id)) === "on";
    if (isFree !== state.rows[id]?.isFree) {
      state = feeEditorReducer(state, { type: "toggleFree", therapyIdentifier: id, isFree });
    }
    const text = form.get(feeField(id));
    if (typeof text === "string")
      state = feeEditorReducer(state, { type: "editFee", therapyIdentifier: id, text });
  }
  return feeSavePayload(state);
}

/** '₦', '£', '$': the currency's symbol for the fee labels. */
export function currencySymbol(currency: string, locale: string): string {
  return (
    new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? currency
  );
}
