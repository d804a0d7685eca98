import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { EMAIL_SUBJECTS, NOTIFICATION_TYPES } from "@marketplace/domain/notifications";
import { describe, expect, it } from "vitest";
import { contactMail } from "../src/contact/contact-mail.ts";
import type { OutgoingMail } from "../src/mail/index.ts";
import * as mail from "../src/mail/index.ts";

/**
 * Issue 28, private things stay private: an email's subject shows on a lock screen and in a shared
 * inbox, so no subject carries a name, a concern, a note or anything else a person wrote. Every email
 * the API sends is built by one of the builders below (the last test holds every sender to them); each
 * is fed words a person could have written, none of which may reach its subject.
 */
const WRITTEN = {
  firstName: "Zebulonia",
  lastName: "Quillfeather",
  email: "zebulonia.quillfeather@example.com",
  concern: "Agoraphobia",
  note: "my panic attacks at work",
  therapy: "Grief Counselling",
  message: "I have been struggling with insomnia",
  amount: "$120",
};
const words = Object.values(WRITTEN);
const person = { email: WRITTEN.email, firstName: WRITTEN.firstName };
const fullName = `${WRITTEN.firstName} ${WRITTEN.lastName}`;
const site = "http://localhost:3000";

/** Each builder of mail/index.ts, called with a person's words wherever it takes any. */
const BUILDERS: Record<string, () => OutgoingMail[]> = {
  confirmEmailMail: () => [mail.confirmEmailMail(person, `${site}/confirm-email?token=x`)],
  resetPasswordMail: () => [mail.resetPasswordMail(person, `${site}/reset-password?token=x`)],
  signupAttemptMail: () => [mail.signupAttemptMail(person, site)],
  payoutAccountChangedMail: () => [
    mail.payoutAccountChangedMail(person, { bankName: "Zenith Bank", accountLast4: "6789", held: true }),
  ],
  newsletterConfirmMail: () => [
    mail.newsletterConfirmMail(WRITTEN.email, { confirm: `${site}/c`, unsubscribe: `${site}/u` }),
  ],
  bookingInvitationMail: () => [
    mail.bookingInvitationMail(
      WRITTEN.email,
      { clientName: fullName, providerName: `Dr ${fullName}`, therapy: WRITTEN.therapy },
      `${site}/booking/participant/x`,
    ),
  ],
  notificationMail: () =>
    NOTIFICATION_TYPES.map((type) =>
      mail.notificationMail(person, {
        type,
        // Titles may name the other person and what was booked; bodies may hold anything.
        title: `${fullName} booked ${WRITTEN.therapy} for ${WRITTEN.concern} (${WRITTEN.amount})`,
        body: `${WRITTEN.note}. ${WRITTEN.message}`,
        link: `${site}/notifications`,
        unsubscribe: `${site}/unsubscribe?token=x`,
        group: "booking",
      }),
    ),
  contactMail: () => [
    contactMail("support@tranquil.example", {
      name: fullName,
      email: WRITTEN.email,
      topic: "booking",
      message: `${WRITTEN.message}; ${WRITTEN.note}`,
      locale: "en-NG",
      id: "01JD3Q8Z7X6W5V4T3S2R1Q0P9N",
    }),
  ],
};

const apiSource = join(import.meta.dirname, "../src");
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("email subjects carry no one's words", () => {
  it("every builder's subject leaves out names, addresses, concerns, notes, messages and amounts", () => {
    for (const [name, build] of Object.entries(BUILDERS)) {
      const sent = build();
      expect(sent.length, name).toBeGreaterThan(0);
      for (const m of sent) {
        for (const word of words)
          expect(m.subject.toLowerCase(), `${name}: ${m.kind}`).not.toContain(word.toLowerCase());
        // The words are still in the email itself, where only its reader sees them.
        if (name === "notificationMail" || name === "bookingInvitationMail" || name === "contactMail")
          expect(m.text, name).toContain(WRITTEN.lastName);
      }
    }
  });

  it("each notification type's email has its own fixed subject (EMAIL_SUBJECTS)", () => {
    const sent = BUILDERS.notificationMail?.() ?? [];
    expect(sent.map((m) => [m.kind, m.subject])).toEqual(
      NOTIFICATION_TYPES.map((type) => [type, EMAIL_SUBJECTS[type]]),
    );
  });

  it("walks every builder the mail module exports", () => {
    const exported = Object.keys(mail).filter((name) => name.endsWith("Mail") && name !== "enqueueMail");
    expect(exported.filter((name) => !(name in BUILDERS))).toEqual([]);
  });

  it("every sender in the API queues an email made by one of those builders", () => {
    const senders: string[] = [];
    for (const file of sourceFiles(apiSource)) {
      const text = readFileSync(file, "utf8");
      for (const call of text.matchAll(/\benqueueMail\(\s*[^,()]+,\s*(\w+)\(/g)) senders.push(call[1] ?? "");
      // A call that does not pass a builder's result straight in is one this test cannot see.
      const calls = [...text.matchAll(/\benqueueMail\(/g)].length;
      const definitions = [...text.matchAll(/function enqueueMail\(/g)].length;
      expect(
        [...text.matchAll(/\benqueueMail\(\s*[^,()]+,\s*(\w+)\(/g)].length,
        `${file}: every enqueueMail call passes a builder's result`,
      ).toBe(calls - definitions);
    }
    expect(senders.length).toBeGreaterThan(5);
    expect([...new Set(senders)].filter((name) => !(name in BUILDERS))).toEqual([]);
  });
});
