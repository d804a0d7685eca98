import type { components } from "@marketplace/api-client/schema";
import { type PayoutCurrency, transferFee } from "@marketplace/domain/payouts";
import type { FieldErrors } from "../accounts/index.ts";

// What /earnings' payouts show and what their action answers: no zod here, this ships in the page's script.

export type PayoutsOverview = components["schemas"]["PayoutsOverview"];
export type PayoutBalance = components["schemas"]["PayoutBalance"];
export type PayoutAccount = components["schemas"]["PayoutAccount"];
export type PayoutRecord = components["schemas"]["Payout"];
export type Bank = components["schemas"]["Bank"];

/** The withdrawal's review: the fee (the domain's) comes out of the amount; what is left arrives. */
export function withdrawReview(amount: number, currency: PayoutCurrency) {
  const fee = transferFee(amount, currency);
  return { amount, fee, arrives: amount - fee };
}

export interface AccountForm {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
}

interface Refusal {
  ok: false;
  currency: string;
  message: string | null;
  fieldErrors: FieldErrors;
}

/** What the payout forms' action answers when it does not redirect. */
export type PayoutResult =
  | { intent: "resolve"; ok: true; currency: string; account: AccountForm }
  | (Refusal & { intent: "resolve"; entered: { bankCode: string; accountNumber: string } })
  | (Refusal & { intent: "save-account"; account?: AccountForm })
  | {
      intent: "review-withdrawal";
      ok: true;
      currency: string;
      review: { amount: number; fee: number; arrives: number; key: string };
    }
  | (Refusal & { intent: "review-withdrawal" | "withdraw"; amountText?: string })
  | (Refusal & { intent: "schedule" | "stripe-link" | "unknown" });
