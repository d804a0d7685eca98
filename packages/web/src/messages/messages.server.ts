import { type ApiClient, apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { pageFromQuery } from "@marketplace/domain/filters";
import { isUlid } from "@marketplace/domain/ids";
import {
  ATTACHMENTS_PER_MESSAGE,
  type AttachmentOption,
  canSend,
  checkAttachment,
  MESSAGE_ERRORS,
} from "@marketplace/domain/messages";
import { sendRetrySafe } from "../api/index.server.ts";

export const isMessageId = (value: string | undefined): value is string => isUlid(value);

/** The list, and the open conversation when the address names one (`/messages/:id?search=&page=&edit=`). */
export async function loadMessages(api: ApiClient, url: URL, conversationId: string | undefined) {
  const listPage = pageFromQuery(url.searchParams.get("list"));
  const list = await api.GET("/v1/messages/conversations", { params: { query: { page: listPage } } });
  const search = url.searchParams.get("search")?.trim() ?? "";
  const searching = url.searchParams.has("search");
  if (!conversationId) {
    return {
      list: list.data ?? null,
      conversation: null,
      search,
      searching,
      error: list.data ? null : GENERIC_MESSAGES.conversation,
    };
  }
  const page = pageFromQuery(url.searchParams.get("page"));
  const query: { page: number; search?: string } = { page };
  if (search) query.search = search;
  const opened = await api.GET("/v1/messages/conversations/{userId}", {
    params: { path: { userId: conversationId }, query },
  });
  // Someone you share no booking with (403), no such person (404) or a refused id (400): for this
  // viewer there is no such conversation, so the page is the site's not-found page (issue 28).
  if ([400, 403, 404].includes(opened.response.status)) {
    throw new Response(apiErrorMessage(opened.error, GENERIC_MESSAGES.conversation), { status: 404 });
  }
  const conversation = opened.data ?? null;
  // Reading the conversation reads its messages: the badge and the list's count go down.
  let unreadNow: number | null = null;
  if (conversation?.data.some((m) => m.fromIdentifier === conversationId && !m.isRead)) {
    const read = await api.PUT("/v1/messages/conversations/{userId}/read", {
      params: { path: { userId: conversationId } },
    });
    unreadNow = read.data?.count ?? null;
  }
  return {
    list: list.data ?? null,
    conversation,
    search,
    searching,
    unreadNow,
    error: conversation ? null : GENERIC_MESSAGES.conversation,
  };
}

export interface MessageResult {
  ok: boolean;
  intent: string;
  message?: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const isChosen = (f: FormDataEntryValue): f is File => f instanceof File && (f.size > 0 || f.name !== "");

/**
 * Files chosen in the form, each with the option it was chosen under: the `photo` and `document`
 * inputs (without JavaScript), or `files` with one `option` (the page's queue). A browser sends an
 * empty, nameless part for an empty input.
 */
function chosenFiles(form: FormData): Array<{ file: File; option: AttachmentOption }> {
  const option = text(form, "option") === "photo" ? "photo" : "document";
  return [
    ...form
      .getAll("photo")
      .filter(isChosen)
      .map((file) => ({ file, option: "photo" as const })),
    ...form
      .getAll("document")
      .filter(isChosen)
      .map((file) => ({ file, option: "document" as const })),
    ...form
      .getAll("files")
      .filter(isChosen)
      .map((file) => ({ file, option: option as AttachmentOption })),
  ];
}

/**
 * The conversation's form posts (they work without JavaScript): `send` (text and/or files under the
 * photo or the document option), `edit` and `delete`. Refusals carry the API's (or the spec's) message.
 */
export async function messageAction(
  api: ApiClient,
  form: FormData,
  receiver: string,
): Promise<MessageResult> {
  const intent = text(form, "intent");
  if (intent === "delete") {
    const { error } = await api.DELETE("/v1/messages/{id}", { params: { path: { id: text(form, "id") } } });
    return error
      ? { ok: false, intent, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) }
      : { ok: true, intent };
  }
  const message = text(form, "message");
  if (intent === "edit") {
    if (!canSend(message)) return { ok: false, intent, message: MESSAGE_ERRORS.empty };
    const { error } = await api.PATCH("/v1/messages/{id}", {
      params: { path: { id: text(form, "id") } },
      body: { message },
    });
    return error
      ? { ok: false, intent, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) }
      : { ok: true, intent };
  }
  if (intent !== "send") return { ok: false, intent, message: GENERIC_MESSAGES.generic };
  const files = chosenFiles(form);
  if (!canSend(message) && files.length === 0) return { ok: false, intent, message: MESSAGE_ERRORS.empty };
  if (files.length > ATTACHMENTS_PER_MESSAGE)
    return { ok: false, intent, message: MESSAGE_ERRORS.tooManyFiles };
  for (const { file, option } of files) {
    const problem = checkAttachment(file, option);
    if (problem) return { ok: false, intent, message: problem };
  }
  // One option for the API when every file was chosen under it; the content decides otherwise.
  const options = new Set(files.map((f) => f.option));
  const kind = options.size === 1 ? [...options][0] : undefined;
  const body = new FormData();
  body.set("receiver", receiver);
  if (canSend(message)) body.set("message", message);
  if (kind) body.set("option", kind);
  for (const { file } of files) body.append("files", file, file.name);
  // Retried once with the same Idempotency-Key if the connection drops: never sent twice.
  const { error } = await sendRetrySafe((key) =>
    api.POST("/v1/messages", {
      params: { header: { "idempotency-key": key } },
      // The generated type describes the multipart fields; the real body is the FormData itself.
      body: {} as never,
      bodySerializer: () => body,
    }),
  );
  return error
    ? { ok: false, intent, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) }
    : { ok: true, intent };
}
