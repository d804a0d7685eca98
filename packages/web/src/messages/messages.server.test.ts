import type { ApiClient } from "@marketplace/api-client";
import { ATTACHMENT_MESSAGES, MESSAGE_ERRORS } from "@marketplace/domain/messages";
import { describe, expect, it, vi } from "vitest";
import { loadMessages, messageAction } from "./messages.server.ts";

const RECEIVER = "01JD0000000000000000000000";

function fakeApi() {
  const POST = vi.fn(async () => ({ data: { data: {} }, error: undefined }));
  return { api: { POST } as unknown as ApiClient, POST };
}

const form = (entries: Array<[string, string | File]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("messageAction", () => {
  it("does not send whitespace-only text", async () => {
    const { api, POST } = fakeApi();
    const result = await messageAction(
      api,
      form([
        ["intent", "send"],
        ["message", "  \n "],
      ]),
      RECEIVER,
    );
    expect(result).toEqual({ ok: false, intent: "send", message: MESSAGE_ERRORS.empty });
    expect(POST).not.toHaveBeenCalled();
  });

  it("checks each file under the option it was chosen with, with the spec's messages", async () => {
    const { api, POST } = fakeApi();
    const pdf = new File(["%PDF-1.4"], "notes.pdf", { type: "application/pdf" });
    const photo = await messageAction(
      api,
      form([
        ["intent", "send"],
        ["photo", pdf],
      ]),
      RECEIVER,
    );
    expect(photo.message).toBe(ATTACHMENT_MESSAGES.onlyImages);
    const png = new File(["png"], "me.png", { type: "image/png" });
    const document = await messageAction(
      api,
      form([
        ["intent", "send"],
        ["document", png],
      ]),
      RECEIVER,
    );
    expect(document.message).toBe(ATTACHMENT_MESSAGES.onlyDocuments);
    expect(POST).not.toHaveBeenCalled();
  });

  it("sends text and files as one multipart post with the option", async () => {
    const { api, POST } = fakeApi();
    const pdf = new File(["%PDF-1.4"], "notes.pdf", { type: "application/pdf" });
    const result = await messageAction(
      api,
      form([
        ["intent", "send"],
        ["message", "Hello"],
        ["option", "document"],
        ["files", pdf],
      ]),
      RECEIVER,
    );
    expect(result.ok).toBe(true);
    const init = (POST.mock.calls[0] as unknown as [string, { bodySerializer: () => FormData }])[1];
    const sent = init.bodySerializer();
    expect(sent.get("receiver")).toBe(RECEIVER);
    expect(sent.get("option")).toBe("document");
    expect((sent.get("files") as File).name).toBe("notes.pdf");
  });
});

describe("loadMessages", () => {
  /** The list answers; the conversation with `userId` answers `status`. */
  function apiAnswering(status: number) {
    const GET = vi.fn(async (path: string) =>
      path === "/v1/messages/conversations"
        ? {
            data: { data: [], meta: { page: 1, totalPages: 1 } },
            response: new Response(null, { status: 200 }),
          }
        : {
            data: undefined,
            error: { message: "You can only message someone you share a booking with" },
            response: new Response(null, { status }),
          },
    );
    return { GET } as unknown as ApiClient;
  }

  // Issue 28: /messages/{someone you share no booking with} answered 403, which showed 'Something went
  // wrong on our side'. A conversation that is not yours to open is, for you, no conversation: a 404.
  it.each([400, 403, 404])("reads a conversation the API answers %i as not found", async (status) => {
    const url = new URL(`https://site.test/messages/${RECEIVER}`);
    const thrown = await loadMessages(apiAnswering(status), url, RECEIVER).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("sends an Idempotency-Key, fresh per send, and the same key again when the connection dropped", async () => {
    type Init = { params: { header: { "idempotency-key": string } } };
    const POST = vi
      .fn(async (_path: string, _init: Init) => ({ data: { data: {} }, error: undefined }))
      .mockRejectedValueOnce(new TypeError("fetch failed"));
    const api = { POST } as unknown as ApiClient;
    const hello = form([
      ["intent", "send"],
      ["message", "Hello"],
    ]);
    expect((await messageAction(api, hello, RECEIVER)).ok).toBe(true);
    const keys = POST.mock.calls.map(([, init]) => init.params.header["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await messageAction(api, hello, RECEIVER)).ok).toBe(true);
    expect(POST.mock.calls[2]?.[1].params.header["idempotency-key"]).not.toBe(keys[0]);
  });
});
