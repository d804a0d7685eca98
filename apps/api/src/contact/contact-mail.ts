import type { ContactInput } from "@marketplace/domain/contact";
import { html } from "hono/html";
import type { OutgoingMail } from "../mail/index.ts";

/** The support mailbox's copy of a contact message; replying answers the sender (the text names them). */
export function contactMail(to: string, input: ContactInput & { locale: string; id: string }): OutgoingMail {
  // The topic is one of CONTACT_TOPICS; the sender's name and words stay in the text (issue 28).
  const subject = `Contact form (${input.topic})`;
  const lines = [
    `From: ${input.name} <${input.email}>`,
    `Topic: ${input.topic}`,
    `Site: ${input.locale}`,
    `Reference: ${input.id}`,
    "",
    input.message,
  ];
  // hono/html escapes every interpolated value: a sender cannot inject markup into the mailbox.
  const page = html`<!doctype html>
<html lang="en"><body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#1c2024">
<p>From: ${input.name} &lt;${input.email}&gt;<br>Topic: ${input.topic}<br>Site: ${input.locale}<br>Reference: ${input.id}</p>
<p style="white-space:pre-wrap">${input.message}</p>
</body></html>`;
  return { to, kind: "contact-message", subject, text: lines.join("\n"), html: String(page) };
}
