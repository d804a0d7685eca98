import { z } from "zod";
import { PRICE_MAX } from "../filters/search-rules.ts";
import { ulidSchema } from "../ids/ulid-schema.ts";
import { toMinor } from "../money/money.ts";

/** The highest fee a provider may set: the top of the directory's price filter, in minor units. */
export const FEE_MAX_MINOR = toMinor(PRICE_MAX);

/** Spec section 3: the therapy fee save payload, `therapyFees` of { fee, therapyIdentifier, isFree }. */
export const therapyFeesSaveSchema = z.object({
  therapyFees: z
    .array(
      z.object({
        therapyIdentifier: ulidSchema("therapyIdentifier: unknown therapy"),
        fee: z
          .number({ message: "Fee must be a number" })
          .int("Fee must be a whole number of minor units")
          .min(0, "Fee cannot be negative")
          .max(FEE_MAX_MINOR, `Fee must be at most ${PRICE_MAX.toLocaleString("en-US")}`),
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
