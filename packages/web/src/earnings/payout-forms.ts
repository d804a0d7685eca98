import { PAYOUT_MESSAGES } from "@marketplace/domain/payouts";
import { z } from "zod";

// The payout forms' zod schemas, for the action only (payouts.server.ts): the page's script never
// imports this file, so zod stays out of it (what the page shows: payout-view.ts).

/** The account number as the API checks it (a 10-digit NUBAN), spaces forgiven. */
const accountNumber = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{10}$/, "Enter the 10-digit account number (NUBAN)"));
const bankCode = z.string().min(1, "Choose your bank");

export const resolveFormSchema = z.object({ bankCode, accountNumber });
export const accountFormSchema = resolveFormSchema.extend({
  password: z.string().min(1, "Enter your password"),
});
export const scheduleFormSchema = z.object({
  currency: z.enum(["NGN", "USD", "GBP"]),
  schedule: z.enum(["manual", "weekly"]),
});

/**
 * The amount typed in major units ('5,000' or '5000.50'), to minor units; at most two decimals. The
 * minimum and the available balance are checked by the action (the domain's checkWithdrawal) and the API.
 */
export const withdrawFormSchema = z.object({
  amount: z
    .string()
    .transform((v) => v.replace(/,/g, "").trim())
    .pipe(
      z
        .string()
        .min(1, "Enter the amount to withdraw")
        .regex(/^\d+(\.\d{1,2})?$/, PAYOUT_MESSAGES.notWhole)
        .transform((v) => {
          const [whole = "0", fraction = ""] = v.split(".");
          return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
        })
        .pipe(z.number().int().positive("Enter the amount to withdraw")),
    ),
  key: z.string().uuid().optional(),
});
