import {
  defaultEmailPreferences,
  type EmailPreferenceKey,
  type EmailPreferences,
} from "@marketplace/domain/notifications";
import { eq } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { notificationPreferences } from "../db/index.ts";

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "insert">;

/** A person's email switches; all on when they never changed one. */
export async function emailPreferences(db: Reader, userId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) return defaultEmailPreferences();
  return {
    bookings: row.bookings,
    reminders: row.reminders,
    payments: row.payments,
    messages: row.messages,
    recommendations: row.recommendations,
  };
}

/** Saves all of a person's switches (the row is created on the first change). */
export async function saveEmailPreferences(db: Writer, userId: string, prefs: EmailPreferences, now: Date) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...prefs, updatedAt: now } });
}

/** Turns one switch off, leaving the others as they are. */
export async function turnOff(db: Writer, userId: string, key: EmailPreferenceKey, now: Date) {
  await db
    .insert(notificationPreferences)
    .values({ userId, [key]: false, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { [key]: false, updatedAt: now } });
}
