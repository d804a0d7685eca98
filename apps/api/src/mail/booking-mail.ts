import { compose } from "./account-mail.ts";
import type { OutgoingMail } from "./outbox.ts";

export interface InvitationDetails {
  /** The client who booked and named the invitee. */
  clientName: string;
  providerName: string;
  therapy: string;
}

/**
 * The email to a person a client named as a participant of a booking: who invited them, to what, and
 * the link to the invitation page where they accept or decline (after logging in with this address).
 */
export function bookingInvitationMail(to: string, details: InvitationDetails, link: string): OutgoingMail {
  return compose(
    { email: to, firstName: null },
    "booking-invitation",
    // No one's words in the subject (issue 27): a client's chosen name could be made to read as a lure.
    "You are invited to a therapy session on Tranquil",
    [
      `${details.clientName} invited you to join their ${details.therapy} session with ${details.providerName}. See the booking and accept or decline the invitation here:`,
      { href: link },
      "To answer, log in with this email address. If you have no Tranquil account yet, create one with this address first; it is free.",
    ],
  );
}

/**
 * The site an invitation links to: the Nigerian site for a provider in Nigeria, the global site
 * otherwise. The configured origins come in the region order of packages/region (global, nigeria).
 */
export function invitationSite(configured: readonly string[], providerCountry: string): string {
  const [global, nigeria] = configured;
  if (!global) throw new Error("no site origins configured");
  return providerCountry === "NG" && nigeria ? nigeria : global;
}
