import { displayName } from "@marketplace/domain/accounts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { notifications, users } from "../db/index.ts";
import { type NotifyMail, notify } from "./notify.ts";

type Tx = Pick<Db, "insert" | "execute" | "select">;

const conversationLink = (senderId: string) => `/messages/${senderId}`;

/**
 * A message was sent: its receiver is notified, once per conversation while that notification is
 * unread, so a burst of messages is one notification (and one email). The email never carries the
 * message's text: it says who wrote and links to the conversation (decision 029).
 */
export async function notifyNewMessage(
  tx: Tx,
  p: { senderId: string; receiverId: string },
  mail: NotifyMail,
): Promise<void> {
  const [waiting] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, p.receiverId),
        eq(notifications.type, "in-app-new-message"),
        eq(notifications.linkUrl, conversationLink(p.senderId)),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  if (waiting) return;
  const [sender] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, p.senderId));
  await notify(
    tx,
    {
      userId: p.receiverId,
      type: "in-app-new-message",
      title: `${displayName(sender ?? {})} sent you a message`,
      body: "Read it and reply in your conversation.",
      linkUrl: conversationLink(p.senderId),
    },
    mail,
  );
}

/** Reading a conversation also reads its new-message notification; answers how many were marked. */
export async function readMessageNotifications(
  tx: Pick<Db, "update">,
  p: { readerId: string; senderId: string; now: Date },
): Promise<number> {
  const marked = await tx
    .update(notifications)
    .set({ readAt: p.now })
    .where(
      and(
        eq(notifications.userId, p.readerId),
        eq(notifications.type, "in-app-new-message"),
        eq(notifications.linkUrl, conversationLink(p.senderId)),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}
