import { EMAIL_LINK_LIMITS } from "@marketplace/domain/accounts";
import { html } from "hono/html";
import type { OutgoingMail } from "./outbox.ts";

/**
 * The account emails, in plain text and HTML. Links are built from a site origin the caller took from
 * the configured site list, never from a request header.
 */
export interface Person {
  email: string;
  firstName: string | null;
}

const SIGNATURE = "The Tranquil team";

/** One email: a greeting, the paragraphs (a `{ href }` is a link on its own line) and the signature. */
export function compose(
  to: Person,
  kind: string,
  subject: string,
  paragraphs: Array<string | { href: string }>,
): OutgoingMail {
  const greeting = to.firstName ? `Hello ${to.firstName},` : "Hello,";
  const blocks = [greeting, ...paragraphs, SIGNATURE];
  const text = blocks.map((b) => (typeof b === "string" ? b : b.href)).join("\n\n");
  // hono/html escapes every interpolated value: names and addresses cannot inject markup.
  const body = blocks.map((b) =>
    typeof b === "string" ? html`<p>${b}</p>` : html`<p><a href="${b.href}">${b.href}</a></p>`,
  );
  const page = html`<!doctype html>
<html lang="en"><body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#1c2024">${body}</body></html>`;
  return { to: to.email, kind, subject, text, html: String(page) };
}

export function confirmEmailMail(to: Person, link: string): OutgoingMail {
  return compose(to, "confirm-email", "Confirm your email address for Tranquil", [
    "Thank you for signing up to Tranquil. Confirm your email address to finish and log in:",
    { href: link },
    `The link works once, for ${EMAIL_LINK_LIMITS.confirmHours} hours. If you did not sign up, ignore this email: no account is active until the link is used.`,
  ]);
}

export function signupAttemptMail(to: Person, site: string): OutgoingMail {
  return compose(to, "signup-attempt", "Someone tried to sign up with your email address", [
    "Someone just tried to create a Tranquil account with this email address, which already has an account. If it was you, log in here:",
    { href: `${site}/login` },
    "If you have forgotten your password, you can reset it here:",
    { href: `${site}/forgot-password` },
    "If it was not you, you can ignore this email: nothing has changed on your account.",
  ]);
}

export function resetPasswordMail(to: Person, link: string): OutgoingMail {
  return compose(to, "reset-password", "Reset your Tranquil password", [
    "Someone (we hope you) asked to reset the password of your Tranquil account. Choose a new password here:",
    { href: link },
    `The link works once, for ${EMAIL_LINK_LIMITS.resetMinutes} minutes, and signs you out on your other devices. If you did not ask, ignore this email: your password stays as it is.`,
  ]);
}

/** A provider's payout account was added or changed (issue 31): a change holds payouts for 24 hours. */
export function payoutAccountChangedMail(
  to: Person,
  p: { bankName: string; accountLast4: string; held: boolean },
): OutgoingMail {
  return compose(to, "payout-account-changed", "Your payout account was changed", [
    `Your Tranquil payouts now go to ${p.bankName}, account ending ${p.accountLast4}.`,
    p.held
      ? "To protect you, payouts are held for 24 hours after a change of account."
      : "Your payouts can start now.",
    "If you did not make this change, reset your password at once and contact us.",
  ]);
}
