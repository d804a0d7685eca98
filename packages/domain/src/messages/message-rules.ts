/** Spec sections 4 and 5: message text, ownership and display. */

export const MESSAGE_DELETED = "Message deleted";
export const MESSAGE_EDITED = "Edited";
export const EDIT_BANNER = "Edit message";
export const RELOAD_AFTER_SEND_MS = 300;
export const RELOAD_AFTER_EDIT_MS = 500;
export const LONG_PRESS_MS = 500;
export const TEXTAREA_HEIGHT = { min: 30, max: 75 } as const;

/** An attachment as the API lists it: `url` is a signed, expiring link for the reader. */
export interface MessageAttachment {
  identifier: string;
  name: string;
  size: number;
  mediaType: string;
  isImage: boolean;
  url: string;
}

/** Longest message text the API takes. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Files one send may carry. */
export const ATTACHMENTS_PER_MESSAGE = 5;

/** The API's refusals that the spec does not word (docs/decisions/028-messaging.md). */
export const MESSAGE_ERRORS = {
  empty: "Write a message or attach a file",
  tooLong: `Message must be at most ${5000} characters`,
  tooManyFiles: `Attach at most ${5} files at a time`,
  notPartners: "You can only message someone you share a booking with",
  /** Issue 27: the pair shared a booking, but none is live or paid any more (cancelled unpaid, say). */
  relationshipEnded:
    "You can no longer send messages here: messaging needs a current or paid booking between you",
  notFound: "Message not found",
  userNotFound: "User not found",
  editTextOnly: "Only messages with text can be edited",
  alreadyDeleted: "This message was deleted",
  attachmentNotFound: "Attachment not found",
  linkExpired: "This link has expired or is not valid",
  emptyFile: "The file is empty",
} as const;

export interface Message {
  identifier: string;
  fromIdentifier: string;
  /** null means deleted. */
  message: string | null;
  attachments: MessageAttachment[];
  isEdited: boolean;
  time: string;
}

/** Empty or whitespace-only text is not sent. */
export const canSend = (text: string) => text.trim().length > 0;

/** Trailing blank lines are trimmed on display. */
export const displayText = (text: string) => text.replace(/(\s*\n)+\s*$/, "");

export const isOwn = (message: Pick<Message, "fromIdentifier">, userId: string) =>
  message.fromIdentifier === userId;

/** Only the sender edits, and only messages with text. */
export const canEdit = (message: Message, userId: string) =>
  isOwn(message, userId) && typeof message.message === "string" && message.message.length > 0;

/** Only the sender deletes, and a deleted message cannot be deleted again. */
export const canDelete = (message: Message, userId: string) =>
  isOwn(message, userId) && message.message !== null;

export type MessageDisplay =
  | { kind: "deleted"; text: typeof MESSAGE_DELETED }
  | { kind: "text"; text: string; edited: boolean };

export function messageDisplay(message: Message): MessageDisplay {
  if (message.message === null) return { kind: "deleted", text: MESSAGE_DELETED };
  return { kind: "text", text: displayText(message.message), edited: message.isEdited };
}

/** The long-press menu on mobile: Edit when there is text, and Delete, for own messages only. */
export function messageMenu(message: Message, userId: string): Array<"edit" | "delete"> {
  const items: Array<"edit" | "delete"> = [];
  if (canEdit(message, userId)) items.push("edit");
  if (canDelete(message, userId)) items.push("delete");
  return items;
}

/** The text area grows with its content between 30 and 75 px. */
export const textareaHeight = (scrollHeight: number) =>
  Math.min(TEXTAREA_HEIGHT.max, Math.max(TEXTAREA_HEIGHT.min, Math.ceil(scrollHeight)));

/** Groups messages by date key (YYYY-MM-DD in the viewer's timezone), oldest group first. */
export function groupByDate(
  messages: Message[],
  timeZone = "UTC",
): Array<{ date: string; messages: Message[] }> {
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const groups = new Map<string, Message[]>();
  const sorted = [...messages].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const m of sorted) {
    const key = format.format(new Date(m.time));
    const list = groups.get(key);
    if (list) list.push(m);
    else groups.set(key, [m]);
  }
  return [...groups].map(([date, list]) => ({ date, messages: list }));
}

/** The conversation search filters by message text, case-insensitively. */
export function filterMessages(messages: Message[], query: string): Message[] {
  const q = query.trim().toLowerCase();
  if (!q) return messages;
  return messages.filter((m) => m.message?.toLowerCase().includes(q));
}
