import { z } from "zod";
import { emailSchema } from "../accounts/account-schemas.ts";
import { NEWSLETTER_TYPE } from "./blog-rules.ts";

/** The newsletter form's schema (section 5: a shared form schema), used by the site and the API. */
export const newsletterSchema = z.object({
  email: emailSchema,
  type: z.enum([NEWSLETTER_TYPE], { message: `type must be ${NEWSLETTER_TYPE}` }).default(NEWSLETTER_TYPE),
});

/** Double opt-in: one confirmation email per address within this window; a link lasts this long. */
export const NEWSLETTER_LIMITS = { resendMinutes: 10, confirmDays: 7 } as const;

/**
 * The API's answers. Subscribing says the same whether the address is new, waiting or already
 * subscribed, so the form never tells anyone whether an address is on the list.
 */
export const NEWSLETTER_MESSAGES = {
  subscribed: "Thanks! Check your inbox for an email from us and confirm your subscription.",
  confirmed: "Your subscription is confirmed. You'll hear from us when we publish something new.",
  invalidLink: "This link is invalid or has expired. Subscribe again to get a new one.",
  unsubscribed: "You have been unsubscribed and will not get our newsletter any more.",
} as const;
