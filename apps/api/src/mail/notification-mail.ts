import { EMAIL_SUBJECTS, type NotificationType } from "@marketplace/domain/notifications";
import { compose, type Person } from "./account-mail.ts";
import type { OutgoingMail } from "./outbox.ts";

export interface NotificationMailContent {
  /** The notification's type, kept as the outbox message's kind; it sets the subject (EMAIL_SUBJECTS). */
  type: NotificationType;
  title: string;
  body: string;
  /** Absolute link to the notification's page on the person's site. */
  link: string;
  /** Absolute link to the site's unsubscribe page with this email's token. */
  unsubscribe: string;
  /** The switch the unsubscribe link turns off, in words ('booking', 'reminder'...). */
  group: string;
}

/**
 * A notification as an email: its type's fixed subject (never the title, which may name someone: a
 * subject shows on a lock screen), its title and text, the link to open it and, last, the one-click way to stop this group of emails (also as a List-Unsubscribe header for mail clients).
 */
export function notificationMail(to: Person, content: NotificationMailContent): OutgoingMail {
  const mail = compose(to, content.type, EMAIL_SUBJECTS[content.type], [
    content.body ? `${content.title}. ${content.body}` : `${content.title}.`,
    "See it on Tranquil:",
    { href: content.link },
    `You get this email because ${content.group} emails are on for your account. To stop them, use this link (you can turn them back on from your profile):`,
    { href: content.unsubscribe },
  ]);
  return { ...mail, headers: { "List-Unsubscribe": `<${content.unsubscribe}>` } };
}
