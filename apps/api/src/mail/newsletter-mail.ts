import { NEWSLETTER_LIMITS } from "@marketplace/domain/blog";
import { compose } from "./account-mail.ts";
import type { OutgoingMail } from "./outbox.ts";

/** The newsletter's double opt-in email: the confirmation link, and a way out. */
export function newsletterConfirmMail(
  email: string,
  links: { confirm: string; unsubscribe: string },
): OutgoingMail {
  return compose(
    { email, firstName: null },
    "newsletter-confirm",
    "Confirm your subscription to the Tranquil blog",
    [
      "Someone, hopefully you, asked to receive the Tranquil blog's latest posts and insights at this address. Confirm your subscription here:",
      { href: links.confirm },
      `The link works for ${NEWSLETTER_LIMITS.confirmDays} days. If you did not ask for this, ignore this email: you will not be subscribed. To remove this address at any time:`,
      { href: links.unsubscribe },
    ],
  );
}
