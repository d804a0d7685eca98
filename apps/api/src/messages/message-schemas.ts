import { z } from "@hono/zod-openapi";
import { ulidSchema } from "@marketplace/domain/ids";
import { MESSAGE_ERRORS, MESSAGE_MAX_LENGTH } from "@marketplace/domain/messages";
import { PageQuery } from "../http/index.ts";

export const ConversationsQuery = PageQuery;

export const ConversationQuery = PageQuery.extend({
  search: z.string().trim().max(200, "search: Use at most 200 characters in your search").optional(),
});

/** Forms send line breaks as CRLF; messages keep plain newlines. */
const newlines = (text: string) => text.replace(/\r\n?/g, "\n");

const MessageText = z
  .string()
  .max(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.tooLong)
  .refine((text) => text.trim().length > 0, MESSAGE_ERRORS.empty)
  .transform(newlines);

export const EditBody = z.object({ message: MessageText }).openapi("ChatMessageEdit");

const FileField = z
  .custom<File>((value) => value instanceof File, { message: "files: Attach a photo or a document" })
  .openapi({ type: "string", format: "binary" });

/** Multipart: `receiver`, `message` (optional with files), `option` and `files` (repeat the field). */
export const SendForm = z.object({
  receiver: ulidSchema("receiver: Invalid ID"),
  message: z.string().max(MESSAGE_MAX_LENGTH, MESSAGE_ERRORS.tooLong).transform(newlines).optional(),
  option: z.enum(["photo", "document"], { message: "option: Choose a photo or a document" }).optional(),
  files: z
    .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(FileField))
    .optional()
    .openapi({ type: "array", items: { type: "string", format: "binary" } }),
});

export const AttachmentSchema = z
  .object({
    identifier: z.string(),
    name: z.string(),
    size: z.number().int(),
    mediaType: z.string(),
    isImage: z.boolean(),
    /** A signed link for the reader, valid for an hour: no token needed. */
    url: z.string(),
  })
  .openapi("ChatAttachment");

export const MessageSchema = z
  .object({
    identifier: z.string(),
    fromIdentifier: z.string(),
    toIdentifier: z.string(),
    /** null: deleted ('Message deleted'). */
    message: z.string().nullable(),
    isEdited: z.boolean(),
    isRead: z.boolean(),
    time: z.string(),
    attachments: z.array(AttachmentSchema),
  })
  .openapi("ChatMessage");

export const PartySchema = z
  .object({
    identifier: z.string(),
    name: z.string(),
    role: z.enum(["client", "provider"]),
    photoUrl: z.string().nullable(),
  })
  .openapi("ConversationParty");

export const ConversationSummarySchema = z
  .object({
    identifier: z.string().openapi({ description: "The other party's user id (the conversation's id)" }),
    party: PartySchema,
    lastMessage: z
      .object({
        identifier: z.string(),
        fromIdentifier: z.string(),
        message: z.string().nullable(),
        attachmentCount: z.number().int(),
        time: z.string(),
      })
      .nullable(),
    unreadCount: z.number().int(),
  })
  .openapi("ConversationSummary");

const Meta = z.object({ page: z.number().int(), totalPages: z.number().int(), total: z.number().int() });

export const ConversationListResponse = z
  .object({ data: z.array(ConversationSummarySchema), meta: Meta })
  .openapi("ConversationList");

export const ConversationResponse = z
  .object({
    party: PartySchema,
    /** Oldest first within the page; page 1 is the newest. */
    data: z.array(MessageSchema),
    meta: Meta,
  })
  .openapi("Conversation");

export const MessageResponse = z.object({ data: MessageSchema }).openapi("ChatMessageResponse");

export const AttachmentQuery = z.object({
  viewer: ulidSchema().optional(),
  expires: z
    .string()
    .regex(/^[0-9]{1,15}$/)
    .optional(),
  signature: z.string().max(100).optional(),
});
