import type { NotificationType } from "@marketplace/domain/notifications";
import { ulid } from "ulid";
import type { Db } from "../db/client.ts";
import { notifications } from "../db/schema/index.ts";
import { publishLive } from "../live/live-events.ts";

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body?: string;
  /** The in-app path the notification opens (the domain's notificationTarget reads its id). */
  linkUrl: string;
}

/**
 * Writes an in-app notification. Pass the transaction that makes the change it reports, so the
 * notification exists exactly when the change was committed.
 */
export async function notify(
  db: Pick<Db, "insert" | "execute">,
  notification: NewNotification,
): Promise<string> {
  const id = ulid();
  await db.insert(notifications).values({ id, body: "", ...notification });
  // The person's open streams hear of it when (and if) the transaction commits.
  await publishLive(db, { type: "unread", userId: notification.userId });
  return id;
}
