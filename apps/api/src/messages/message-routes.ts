import { createRoute, z } from "@hono/zod-openapi";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_STORAGE_QUOTA_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  MESSAGE_ERRORS,
} from "@marketplace/domain/messages";
import { and, eq, isNull, sql, sum } from "drizzle-orm";
import type { Context } from "hono";
import { monotonicFactory } from "ulid";
import { currentAuth, FORBIDDEN, NOT_SIGNED_IN, requireUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { messageAttachments, messages } from "../db/index.ts";
import { privateFileKey } from "../files/index.ts";
import type { AppEnv } from "../http/index.ts";
import {
  ApiError,
  authErrors,
  CountSchema,
  createRouter,
  errorContent,
  IdParam,
  jsonBody,
  jsonContent,
  notFoundResponse,
  ownBodyLimit,
  RetryKeyHeader,
  retrySafe,
  signedIn,
} from "../http/index.ts";
import { publishLive } from "../live/index.ts";
import { notifyNewMessage, readMessageNotifications } from "../notifications/index.ts";
import { type CheckedAttachment, checkAttachment } from "./attachment-check.ts";
import { verifyAttachmentLink } from "./attachment-links.ts";
import {
  AttachmentQuery,
  ConversationListResponse,
  ConversationQuery,
  ConversationResponse,
  ConversationsQuery,
  EditBody,
  MessageResponse,
  SendForm,
} from "./message-schemas.ts";
import {
  assertMayWrite,
  assertPartners,
  attachmentsOf,
  CONVERSATIONS_PAGE_SIZE,
  conversationList,
  conversationPage,
  lastMessage,
  messageView,
  partyOf,
  unreadMessages,
  type ViewContext,
} from "./message-store.ts";

const secured = { ...signedIn, middleware: requireUser };
const UserParam = z.object({ userId: IdParam });
const MessageParam = z.object({ id: IdParam });
/** Where attachments live in the private store: `messages/<sender>/ULID.ext`. */
const ATTACHMENT_AREA = "messages";
// The files plus the multipart envelope; each file is held to 10 MB on its own.
const sendBodyLimit = ownBodyLimit(
  ATTACHMENTS_PER_MESSAGE * ATTACHMENT_MAX_BYTES + 256 * 1024,
  ATTACHMENT_MESSAGES.tooLarge,
);
// Monotonic: a message's attachments keep the order they were sent in (listed by id).
const ulid = monotonicFactory();
const forbidden = { 403: errorContent(FORBIDDEN) };
const forbiddenToWrite = {
  403: errorContent(`${MESSAGE_ERRORS.notPartners} / ${MESSAGE_ERRORS.relationshipEnded}`),
};

const viewContext = (c: Context<AppEnv>, viewer: string): ViewContext => ({
  viewer,
  publicUrl: c.var.deps.publicUrl,
  linkSecret: c.var.deps.linkSecret,
  now: c.var.deps.clock(),
});

async function ownMessage(c: Context<AppEnv>, id: string) {
  const [row] = await c.var.deps.db.select().from(messages).where(eq(messages.id, id));
  if (!row) throw new ApiError(404, MESSAGE_ERRORS.notFound);
  if (row.fromId !== currentAuth(c).user.id) throw new ApiError(403, FORBIDDEN);
  return row;
}

/**
 * 413 unless the sender's stored attachments plus these stay within the per-account quota. Runs in the
 * insert's transaction holding the sender's row lock, so two sends cannot both pass on the same room.
 */
async function withinQuota(tx: Db, senderId: string, adding: Array<{ size: number }>) {
  await tx.execute(sql`select 1 from users where id = ${senderId} for update`);
  const [used] = await tx
    .select({ bytes: sum(messageAttachments.size) })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messages.fromId, senderId));
  const total = Number(used?.bytes ?? 0) + adding.reduce((n, file) => n + file.size, 0);
  if (total > ATTACHMENT_STORAGE_QUOTA_BYTES) throw new ApiError(413, ATTACHMENT_MESSAGES.quotaExceeded);
}

async function viewOf(c: Context<AppEnv>, row: typeof messages.$inferSelect, viewer: string) {
  const files = await attachmentsOf(c.var.deps.db, [row.id]);
  return messageView(row, files.get(row.id) ?? [], viewContext(c, viewer));
}

/** Spec screen 11: conversations between a client and a provider who share a booking (decision 026). */
export function messageRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/messages/unread-count",
      tags: ["messages"],
      summary: "Unread messages",
      ...secured,
      responses: { 200: jsonContent(CountSchema, "Unread count"), ...authErrors },
    }),
    async (c) => c.json({ count: await unreadMessages(c.var.deps.db, currentAuth(c).user.id) }, 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/messages/conversations",
      tags: ["messages"],
      summary: "My conversations: the other party, the last message and the unread count (20 a page)",
      ...secured,
      request: { query: ConversationsQuery },
      responses: { 200: jsonContent(ConversationListResponse, "Conversations"), ...authErrors },
    }),
    async (c) => {
      const { db, publicUrl } = c.var.deps;
      const me = currentAuth(c).user.id;
      const { page } = c.req.valid("query");
      const rows = await conversationList(db, me, page);
      const data = [];
      for (const row of rows) {
        const party = await partyOf(db, row.other, publicUrl);
        if (!party) continue;
        data.push({
          identifier: row.other,
          party,
          lastMessage: await lastMessage(db, me, row.other),
          unreadCount: row.unread,
        });
      }
      const total = rows[0]?.total ?? 0;
      return c.json(
        { data, meta: { page, total, totalPages: Math.max(1, Math.ceil(total / CONVERSATIONS_PAGE_SIZE)) } },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/messages/conversations/{userId}",
      tags: ["messages"],
      summary: "The conversation with a user (50 a page, newest page first; ?search= filters by text)",
      ...secured,
      request: { params: UserParam, query: ConversationQuery },
      responses: {
        200: jsonContent(ConversationResponse, "Conversation"),
        ...forbidden,
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { db, publicUrl } = c.var.deps;
      const me = currentAuth(c).user.id;
      const { userId } = c.req.valid("param");
      const { page, search } = c.req.valid("query");
      await assertPartners(db, me, userId);
      const party = await partyOf(db, userId, publicUrl);
      if (!party) throw new ApiError(404, MESSAGE_ERRORS.userNotFound);
      const { rows, meta } = await conversationPage(db, me, userId, page, search || undefined);
      const files = await attachmentsOf(
        db,
        rows.map((r) => r.id),
      );
      const context = viewContext(c, me);
      return c.json(
        { party, data: rows.map((row) => messageView(row, files.get(row.id) ?? [], context)), meta },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/messages/conversations/{userId}/read",
      tags: ["messages"],
      summary: "Mark the messages this user sent me as read",
      ...secured,
      request: { params: UserParam },
      responses: { 200: jsonContent(CountSchema, "My unread messages now"), ...forbidden, ...authErrors },
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const me = currentAuth(c).user.id;
      const { userId } = c.req.valid("param");
      await assertPartners(db, me, userId);
      await db.transaction(async (tx) => {
        const marked = await tx
          .update(messages)
          .set({ readAt: clock() })
          .where(and(eq(messages.fromId, userId), eq(messages.toId, me), isNull(messages.readAt)))
          .returning({ id: messages.id });
        const read = await readMessageNotifications(tx, { readerId: me, senderId: userId, now: clock() });
        if (marked.length + read > 0) await publishLive(tx, { type: "unread", userId: me });
      });
      return c.json({ count: await unreadMessages(db, me) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/messages",
      tags: ["messages"],
      summary:
        "Send a message: text and/or up to 5 files (photo: PNG or JPEG; document: PDF, DOC, DOCX, TXT; judged by content; 10 MB each)",
      ...signedIn,
      middleware: [requireUser, sendBodyLimit, retrySafe] as const,
      request: {
        headers: RetryKeyHeader,
        body: { required: true, content: { "multipart/form-data": { schema: SendForm } } },
      },
      responses: {
        201: jsonContent(MessageResponse, "Sent"),
        413: errorContent(`${ATTACHMENT_MESSAGES.tooLarge} / ${ATTACHMENT_MESSAGES.quotaExceeded}`),
        415: errorContent(`${ATTACHMENT_MESSAGES.onlyImages} / ${ATTACHMENT_MESSAGES.onlyDocuments}`),
        422: errorContent("The Idempotency-Key was used for another request"),
        ...authErrors,
        ...forbiddenToWrite,
      },
    }),
    async (c) => {
      const { db, files: fileStores } = c.var.deps;
      const me = currentAuth(c).user.id;
      const form = c.req.valid("form");
      const text = form.message ?? "";
      const files = form.files ?? [];
      if (files.length > ATTACHMENTS_PER_MESSAGE) throw new ApiError(400, MESSAGE_ERRORS.tooManyFiles);
      if (text.trim().length === 0 && files.length === 0) throw new ApiError(400, MESSAGE_ERRORS.empty);
      await assertMayWrite(db, me, form.receiver);
      const checked: CheckedAttachment[] = [];
      for (const file of files) checked.push(await checkAttachment(file, form.option));
      const store = fileStores.private;
      const id = ulid();
      const stored: string[] = [];
      try {
        const rows = checked.map((file) => {
          const path = privateFileKey(ATTACHMENT_AREA, me, file.extension);
          stored.push(path);
          return {
            id: ulid(),
            messageId: id,
            name: file.name,
            path,
            size: file.bytes.byteLength,
            mimeType: file.mediaType,
          };
        });
        await Promise.all(checked.map((file, i) => store.put(stored[i] as string, file.bytes)));
        await db.transaction(async (tx) => {
          if (rows.length > 0) await withinQuota(tx, me, rows);
          await tx.insert(messages).values({
            id,
            fromId: me,
            toId: form.receiver,
            body: text.trim().length > 0 ? text : null,
          });
          if (rows.length > 0) await tx.insert(messageAttachments).values(rows);
          await publishLive(tx, {
            type: "message",
            change: "created",
            messageId: id,
            fromId: me,
            toId: form.receiver,
          });
          await notifyNewMessage(tx, { senderId: me, receiverId: form.receiver }, c.var.deps);
        });
      } catch (error) {
        await Promise.all(stored.map((path) => store.remove(path).catch(() => {})));
        throw error;
      }
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return c.json({ data: await viewOf(c, row as typeof messages.$inferSelect, me) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/v1/messages/{id}",
      tags: ["messages"],
      summary: "Edit my message's text (messages with text only); isEdited becomes true",
      ...secured,
      request: { params: MessageParam, ...jsonBody(EditBody) },
      responses: {
        200: jsonContent(MessageResponse, "The edited message"),
        ...notFoundResponse,
        409: errorContent(MESSAGE_ERRORS.editTextOnly),
        ...authErrors,
        ...forbiddenToWrite,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { message } = c.req.valid("json");
      const row = await ownMessage(c, id);
      if (row.body === null) throw new ApiError(409, MESSAGE_ERRORS.editTextOnly);
      const { db } = c.var.deps;
      // An edit is a new word in the conversation: it too needs a live or paid relationship.
      await assertMayWrite(db, row.fromId, row.toId);
      await db.transaction(async (tx) => {
        await tx.update(messages).set({ body: message, isEdited: true }).where(eq(messages.id, id));
        await publishLive(tx, {
          type: "message",
          change: "edited",
          messageId: id,
          fromId: row.fromId,
          toId: row.toId,
        });
      });
      const [edited] = await db.select().from(messages).where(eq(messages.id, id));
      return c.json({ data: await viewOf(c, edited as typeof messages.$inferSelect, row.fromId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/v1/messages/{id}",
      tags: ["messages"],
      summary: "Delete my message: its text and files go (message becomes null)",
      ...secured,
      request: { params: MessageParam },
      responses: {
        200: jsonContent(MessageResponse, "Deleted"),
        ...forbidden,
        ...notFoundResponse,
        409: errorContent(MESSAGE_ERRORS.alreadyDeleted),
        ...authErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const row = await ownMessage(c, id);
      const { db, files: fileStores } = c.var.deps;
      const files = (await attachmentsOf(db, [id])).get(id) ?? [];
      if (row.body === null && files.length === 0) throw new ApiError(409, MESSAGE_ERRORS.alreadyDeleted);
      await db.transaction(async (tx) => {
        await tx.delete(messageAttachments).where(eq(messageAttachments.messageId, id));
        await tx.update(messages).set({ body: null }).where(eq(messages.id, id));
        await publishLive(tx, {
          type: "message",
          change: "deleted",
          messageId: id,
          fromId: row.fromId,
          toId: row.toId,
        });
      });
      const store = fileStores.private;
      await Promise.all(files.map((file) => store.remove(file.path).catch(() => {})));
      const [deleted] = await db.select().from(messages).where(eq(messages.id, id));
      return c.json({ data: await viewOf(c, deleted as typeof messages.$inferSelect, row.fromId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/messages/attachments/{id}",
      tags: ["messages"],
      summary:
        "An attachment, for the conversation's two participants only: by the signed link the conversation lists, or signed in",
      security: [{ bearer: [] }, {}] as Array<Record<string, string[]>>,
      request: { params: MessageParam, query: AttachmentQuery },
      responses: {
        200: {
          description: "The file (inline for images, an attachment otherwise; never HTML)",
          content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
        },
        302: { description: "With FILE_STORE=s3: a redirect to the file's presigned link, valid 60 seconds" },
        ...forbidden,
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const link = c.req.valid("query");
      const { db, files, linkSecret, clock } = c.var.deps;
      const auth = c.get("auth");
      let viewer: string;
      if (link.viewer || link.expires || link.signature) {
        const valid =
          link.viewer &&
          link.expires &&
          link.signature &&
          verifyAttachmentLink(
            linkSecret,
            id,
            { viewer: link.viewer, expires: link.expires, signature: link.signature },
            clock(),
          );
        if (!valid) throw new ApiError(403, MESSAGE_ERRORS.linkExpired);
        // A link is its reader's: someone else signed in does not borrow it.
        if (auth && auth.user.id !== link.viewer) throw new ApiError(403, FORBIDDEN);
        viewer = link.viewer as string;
      } else {
        if (!auth) throw new ApiError(401, NOT_SIGNED_IN);
        // Staff are not members of the marketplace (issue 32): no conversation is theirs.
        if (auth.user.role === "staff") throw new ApiError(403, FORBIDDEN);
        viewer = auth.user.id;
      }
      const [found] = await db
        .select({ file: messageAttachments, fromId: messages.fromId, toId: messages.toId })
        .from(messageAttachments)
        .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
        .where(eq(messageAttachments.id, id));
      if (!found) throw new ApiError(404, MESSAGE_ERRORS.attachmentNotFound);
      if (found.fromId !== viewer && found.toId !== viewer) throw new ApiError(403, FORBIDDEN);
      const inline = found.file.mimeType.startsWith("image/");
      // The bytes from disk, or a redirect to a presigned link from a bucket (decision 051).
      const answer = await files.private.respond(
        found.file.path,
        { filename: found.file.name, mediaType: found.file.mimeType },
        { inline },
      );
      if (!answer) throw new ApiError(404, MESSAGE_ERRORS.attachmentNotFound);
      return answer;
    },
  );

  return router;
}
