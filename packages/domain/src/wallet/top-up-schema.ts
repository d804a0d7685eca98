import { z } from "zod";
import { checkTopUpAmount, WALLET_MESSAGES } from "./top-up-rules.ts";

/**
 * The top-up form's amount as a zod schema: the entered text in, minor units out, with the messages of
 * `checkTopUpAmount` (the rules are written down there).
 */
export function topUpAmountSchema(currency: string, locale = "en-US") {
  return z.string({ message: WALLET_MESSAGES.amountRequired }).transform((text, ctx) => {
    const checked = checkTopUpAmount(text, currency, locale);
    if (checked.ok) return checked.minor;
    ctx.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  });
}
