import {
  type EmailPreferenceKey,
  emailPreferenceFor,
  type NotificationType,
} from "@marketplace/domain/notifications";
import { eq } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { notifications, users } from "../db/index.ts";
import { publishLive } from "../live/index.ts";
import { enqueueMail, invitationSite, notificationMail } from "../mail/index.ts";
import { emailPreferences } from "./preferences.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body?: string;
  /** The in-app path the notification opens (the domain's notificationTarget reads its id). */
  linkUrl: string;
}

/** What the email of a notification needs from the server: its sites and the link secret. */
export interface NotifyMail {
  /** The configured site origins in region order (global, nigeria): the person's site is picked from them. */
  siteOrigins: readonly string[];
  /** Signs the unsubscribe link (FILE_LINK_SECRET). */
  linkSecret: string;
}

type Tx = Pick<Db, "insert" | "execute" | "select">;

/** The words for each email switch in an email's footer. */
const GROUP_WORDS: Record<EmailPreferenceKey, string> = {
  bookings: "booking",
  reminders: "session reminder",
  payments: "payment",
  messages: "new message",
  recommendations: "recommendation",
};

/**
 * Writes an in-app notification and, unless the person turned that group of emails off, its email to
 * the outbox. Pass the transaction that makes the change it reports, so both exist exactly when the
 * change was committed (decision 029); the outbox row gets its delivery job in that same transaction (decision 050).
 */
export async function notify(db: Tx, notification: NewNotification, mail: NotifyMail): Promise<string> {
  const id = ulid();
  await db.insert(notifications).values({ id, body: "", ...notification });
  // The person's open streams hear of it when (and if) the transaction commits.
  await publishLive(db, { type: "unread", userId: notification.userId });
  await emailNotification(db, notification, mail);
  return id;
}

async function emailNotification(db: Tx, n: NewNotification, mail: NotifyMail): Promise<void> {
  const [person] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      countryCode: users.countryCode,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, n.userId));
  if (!person || person.deletedAt) return;
  const key = emailPreferenceFor(n.type);
  if (!(await emailPreferences(db, n.userId))[key]) return;
  const site = invitationSite(mail.siteOrigins, person.countryCode ?? "");
  const token = unsubscribeToken(mail.linkSecret, n.userId, key);
  await enqueueMail(
    db,
    notificationMail(
      { email: person.email, firstName: person.firstName },
      {
        type: n.type,
        title: n.title,
        body: n.body ?? "",
        link: `${site}${n.linkUrl}`,
        unsubscribe: `${site}/unsubscribe?token=${encodeURIComponent(token)}`,
        group: GROUP_WORDS[key],
      },
    ),
  );
}
