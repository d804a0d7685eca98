// Kept apart from the zod schema in newsletter.ts: the sites' newsletter link pages read these words in the
// browser, and importing them must not bring zod into a page's first-load JavaScript (pnpm bench:web).

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
