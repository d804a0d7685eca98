import { z } from "zod";
import { PRICE_MAX } from "../filters/search-rules.ts";
import { ulidSchema } from "../ids/ulid-schema.ts";
import { toMinor } from "../money/amount-input.ts";

/** The highest fee a provider may set: the top of the directory's price filter, in minor units. */
export const FEE_MAX_MINOR = toMinor(PRICE_MAX);

/** Spec section 3: the therapy fee save payload, `therapyFees` of { fee, therapyIdentifier, isFree }. */
export const therapyFeesSaveSchema = z.object({
  therapyFees: z
    .array(
      z.object({
        therapyIdentifier: ulidSchema("This therapy is not in our list"),
        fee: z
          .number({ message: "Enter the fee as a number, such as 45 or 45.50" })
          .int("Enter the fee with no more than two decimal places")
          .min(0, "Enter a fee of 0 or more")
          .max(FEE_MAX_MINOR, `Enter a fee of at most ${PRICE_MAX.toLocaleString("en-US")}`),
        isFree: z.boolean(),
      }),
    )
    .min(1, "Add a fee for at least one therapy")
    .max(40, "At most 40 therapy fees")
    .refine(
      (list) => new Set(list.map((f) => f.therapyIdentifier)).size === list.length,
      "Each therapy may appear once",
    ),
});
export type TherapyFeesSave = z.output<typeof therapyFeesSaveSchema>;

export const FEE_ERRORS = {
  notYourTherapy: "This therapy is not one you offer",
  cannotBeFree: "This therapy cannot be marked as free",
} as const;
