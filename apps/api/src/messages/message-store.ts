import { MESSAGE_ERRORS } from "@marketplace/domain/messages";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { liveOrPaidRelationship } from "../bookings/index.ts";
import type { Db } from "../db/index.ts";
import { bookingSeries, messageAttachments, messages, users } from "../db/index.ts";
import { fileUrl } from "../files/index.ts";
import { ApiError } from "../http/index.ts";
import { attachmentLink } from "./attachment-links.ts";

export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;

/** Who may message whom: a client and a provider who share a booking (any status). */
export async function sharesBooking(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingSeries.id })
    .from(bookingSeries)
    .where(
      or(
        and(eq(bookingSeries.clientId, a), eq(bookingSeries.providerId, b)),
        and(eq(bookingSeries.clientId, b), eq(bookingSeries.providerId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The other party of a conversation as shown in its header and the list. */
export async function partyOf(db: Db, userId: string, publicUrl: string) {
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      photoUrl: users.photoUrl,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return {
    identifier: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(" ") || "Unnamed",
    role: user.role as "client" | "provider",
    photoUrl: fileUrl(publicUrl, user.photoUrl),
  };
}

/** 404 for nobody; 403 unless `me` and `other` share a booking (a conversation only exists between such two). */
export async function assertPartners(db: Db, me: string, other: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, other));
  if (!user) throw new ApiError(404, MESSAGE_ERRORS.userNotFound);
  if (me === other || !(await sharesBooking(db, me, other)))
    throw new ApiError(403, MESSAGE_ERRORS.notPartners);
}

/**
 * Writing (sending, editing) needs more than a shared booking: a live or paid one (issue 27). A pair
 * whose only bookings were cancelled unpaid, declined or lapsed keeps its history, readable, but
 * cannot add to it: 403 'You can no longer send messages here…'.
 */
export async function assertMayWrite(db: Db, me: string, other: string) {
  await assertPartners(db, me, other);
  if (!(await liveOrPaidRelationship(db, me, other)))
    throw new ApiError(403, MESSAGE_ERRORS.relationshipEnded);
}

type MessageRow = typeof messages.$inferSelect;
type AttachmentRow = typeof messageAttachments.$inferSelect;

export interface ViewContext {
  viewer: string;
  publicUrl: string;
  linkSecret: string;
  now: Date;
}

export function messageView(row: MessageRow, files: AttachmentRow[], context: ViewContext) {
  return {
    identifier: row.id,
    fromIdentifier: row.fromId,
    toIdentifier: row.toId,
    message: row.body,
    isEdited: row.isEdited,
    isRead: row.readAt !== null,
    time: row.createdAt.toISOString(),
    attachments: files.map((file) => ({
      identifier: file.id,
      name: file.name,
      size: file.size,
      mediaType: file.mimeType,
      isImage: file.mimeType.startsWith("image/"),
      url: attachmentLink(context.publicUrl, context.linkSecret, file.id, context.viewer, context.now),
    })),
  };
}

export async function attachmentsOf(db: Db, messageIds: string[]) {
  if (messageIds.length === 0) return new Map<string, AttachmentRow[]>();
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.id));
  const byMessage = new Map<string, AttachmentRow[]>();
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

const between = (a: string, b: string) =>
  or(and(eq(messages.fromId, a), eq(messages.toId, b)), and(eq(messages.fromId, b), eq(messages.toId, a)));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the conversation between `me` and `other`, newest page first, oldest first within it. */
export async function conversationPage(db: Db, me: string, other: string, page: number, search?: string) {
  const where = search
    ? and(between(me, other), ilike(messages.body, `%${escapeLike(search)}%`))
    : between(me, other);
  const [total] = await db.select({ count: count() }).from(messages).where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE)
    .offset((page - 1) * MESSAGES_PAGE_SIZE);
  const totalCount = total?.count ?? 0;
  return {
    rows: rows.reverse(),
    meta: { page, total: totalCount, totalPages: Math.max(1, Math.ceil(totalCount / MESSAGES_PAGE_SIZE)) },
  };
}

/** Everyone `me` has a conversation with (messages, or a shared booking), the latest first. */
export async function conversationList(db: Db, me: string, page: number) {
  const others = sql`(
    select case when from_id = ${me} then to_id else from_id end as other, created_at, to_id, read_at
    from messages where from_id = ${me} or to_id = ${me}
  )`;
  const partners = sql`(
    select provider_id as other from booking_series where client_id = ${me}
    union select client_id as other from booking_series where provider_id = ${me}
    union select case when from_id = ${me} then to_id else from_id end from messages
      where from_id = ${me} or to_id = ${me}
  )`;
  const result = (await db.execute(sql`
    with m as (select other, max(created_at) as last_at,
                 count(*) filter (where to_id = ${me} and read_at is null)::int as unread
               from ${others} o group by other)
    select p.other as other, coalesce(m.unread, 0)::int as unread, count(*) over ()::int as total
    from ${partners} p left join m on m.other = p.other
    order by m.last_at desc nulls last, p.other
    limit ${CONVERSATIONS_PAGE_SIZE} offset ${(page - 1) * CONVERSATIONS_PAGE_SIZE}
  `)) as unknown as { rows: Array<{ other: string; unread: number; total: number }> };
  return result.rows;
}

/** The newest message between `me` and `other`, if any. */
export async function lastMessage(db: Db, me: string, other: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(between(me, other))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  if (!row) return null;
  const [files] = await db
    .select({ count: count() })
    .from(messageAttachments)
    .where(eq(messageAttachments.messageId, row.id));
  return {
    identifier: row.id,
    fromIdentifier: row.fromId,
    message: row.body,
    attachmentCount: files?.count ?? 0,
    time: row.createdAt.toISOString(),
  };
}

export async function unreadMessages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.toId, userId), isNull(messages.readAt)));
  return row?.count ?? 0;
}
