import {
  ATTACHMENT_MESSAGES,
  ATTACHMENT_STORAGE_QUOTA_BYTES,
  MESSAGE_ERRORS,
} from "@marketplace/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, signUpClient } from "../../test/booking-fixtures.ts";
import { docxDocument, htmlDocument, pdfDocument } from "../../test/documents.ts";
import { pngImage, webpHeader } from "../../test/images.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingSeries, bookings, messageAttachments, messages, users } from "../db/schema/index.ts";
import { postNow } from "../ledger/ledger.ts";
import { bookingPaymentPosting } from "../ledger/postings.ts";

let t: TestApp;
let client: { token: string; id: string };
let provider: { token: string; id: string };
let stranger: { token: string; id: string };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

function send(
  token: string,
  fields: Record<string, string>,
  files: Array<{ bytes: Uint8Array; name: string }> = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("files", new File([Buffer.from(f.bytes)], f.name));
  return t.json<{
    data: {
      identifier: string;
      message: string | null;
      attachments: Array<{ url: string; identifier: string }>;
    };
    message?: string;
  }>("/v1/messages", { method: "POST", headers: auth(token), body: form });
}

beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 2 });
  const p = await t.login("provider@demo.tranquil.example");
  provider = { token: p.token, id: p.user.identifier };
  const c = await signUpClient(t, "messages-client@example.com", "Chidi");
  client = { token: c.token, id: c.user.identifier };
  const s = await signUpClient(t, "messages-stranger@example.com", "Stranger");
  stranger = { token: s.token, id: s.user.identifier };
  await insertBooking(t, { clientId: client.id, providerId: provider.id });
}, 120_000);

afterAll(() => t?.close());

describe("messages", () => {
  it("sends, lists, edits, deletes and marks read between a client and a provider who share a booking", async () => {
    const sent = await send(client.token, { receiver: provider.id, message: "Hello there\n\n" });
    expect(sent.status).toBe(201);
    expect(sent.body.data.message).toBe("Hello there\n\n");

    const list = await t.json<{
      data: Array<{ identifier: string; unreadCount: number; lastMessage: { message: string } }>;
    }>("/v1/messages/conversations", { headers: auth(provider.token) });
    expect(list.status).toBe(200);
    const row = list.body.data.find((c) => c.identifier === client.id);
    expect(row?.unreadCount).toBe(1);
    expect(row?.lastMessage.message).toBe("Hello there\n\n");

    const unread = await t.json<{ count: number }>("/v1/messages/unread-count", {
      headers: auth(provider.token),
    });
    expect(unread.body.count).toBe(1);
    const read = await t.json<{ count: number }>(`/v1/messages/conversations/${client.id}/read`, {
      method: "PUT",
      headers: auth(provider.token),
    });
    expect(read.body.count).toBe(0);

    const id = sent.body.data.identifier;
    const notMine = await t.json(`/v1/messages/${id}`, {
      method: "PATCH",
      headers: { ...auth(provider.token), "Content-Type": "application/json" },
      body: JSON.stringify({ message: "hijack" }),
    });
    expect(notMine.status).toBe(403);
    const edited = await t.json<{ data: { message: string; isEdited: boolean } }>(`/v1/messages/${id}`, {
      method: "PATCH",
      headers: { ...auth(client.token), "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Hello, edited" }),
    });
    expect(edited.body.data).toMatchObject({ message: "Hello, edited", isEdited: true });

    expect(
      (await t.json(`/v1/messages/${id}`, { method: "DELETE", headers: auth(provider.token) })).status,
    ).toBe(403);
    const deleted = await t.json<{ data: { message: string | null } }>(`/v1/messages/${id}`, {
      method: "DELETE",
      headers: auth(client.token),
    });
    expect(deleted.body.data.message).toBeNull();
    const again = await t.json<{ message: string }>(`/v1/messages/${id}`, {
      method: "PATCH",
      headers: { ...auth(client.token), "Content-Type": "application/json" },
      body: JSON.stringify({ message: "back" }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGE_ERRORS.editTextOnly);
  });

  it("refuses whitespace-only text, strangers and non-participants", async () => {
    const blank = await send(client.token, { receiver: provider.id, message: "  \n\t " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MESSAGE_ERRORS.empty);
    const toStranger = await send(stranger.token, { receiver: provider.id, message: "hi" });
    expect(toStranger.status).toBe(403);
    const peek = await t.json(`/v1/messages/conversations/${client.id}`, { headers: auth(stranger.token) });
    expect(peek.status).toBe(403);
    const anon = await t.json(`/v1/messages/conversations/${client.id}`);
    expect(anon.status).toBe(401);
  });

  it("searches a conversation by text", async () => {
    await send(client.token, { receiver: provider.id, message: "About my anxiety" });
    await send(provider.token, { receiver: client.id, message: "See you on Monday" });
    const found = await t.json<{ data: Array<{ message: string }> }>(
      `/v1/messages/conversations/${provider.id}?search=ANXIETY`,
      { headers: auth(client.token) },
    );
    expect(found.body.data.map((m) => m.message)).toEqual(["About my anxiety"]);
  });

  it("checks attachments by content, with the spec's messages", async () => {
    const pngAsPdf = await send(client.token, { receiver: provider.id, option: "document" }, [
      { bytes: pngImage(40, 40), name: "report.pdf" },
    ]);
    expect(pngAsPdf.status).toBe(415);
    expect(pngAsPdf.body.message).toBe(ATTACHMENT_MESSAGES.onlyDocuments);
    const htmlAsTxt = await send(client.token, { receiver: provider.id, option: "document" }, [
      { bytes: htmlDocument(), name: "notes.txt" },
    ]);
    expect(htmlAsTxt.status).toBe(415);
    expect(htmlAsTxt.body.message).toBe(ATTACHMENT_MESSAGES.onlyDocuments);
    const tooBig = await send(client.token, { receiver: provider.id, option: "document" }, [
      { bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(97), name: "big.txt" },
    ]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(ATTACHMENT_MESSAGES.tooLarge);
    const webp = await send(client.token, { receiver: provider.id, option: "photo" }, [
      { bytes: webpHeader(), name: "face.png" },
    ]);
    expect(webp.body.message).toBe(ATTACHMENT_MESSAGES.webpSvg);
    const svg = await send(client.token, { receiver: provider.id, option: "photo" }, [
      { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), name: "x.png" },
    ]);
    expect(svg.body.message).toBe(ATTACHMENT_MESSAGES.webpSvg);
    const pdfAsPhoto = await send(client.token, { receiver: provider.id, option: "photo" }, [
      { bytes: pdfDocument(), name: "x.jpg" },
    ]);
    expect(pdfAsPhoto.body.message).toBe(ATTACHMENT_MESSAGES.onlyImages);
  });

  it("serves attachments to the two participants only, by signed expiring links", async () => {
    const sent = await send(client.token, { receiver: provider.id, option: "document" }, [
      { bytes: pdfDocument(), name: "intake.pdf" },
      { bytes: docxDocument(), name: "plan.docx" },
    ]);
    expect(sent.status).toBe(201);
    const [pdf] = sent.body.data.attachments;
    if (!pdf) throw new Error("no attachment");
    const conversation = await t.json<{
      data: Array<{ attachments: Array<{ identifier: string; url: string }> }>;
    }>(`/v1/messages/conversations/${client.id}`, { headers: auth(provider.token) });
    const forProvider = conversation.body.data
      .flatMap((m) => m.attachments)
      .find((a) => a.identifier === pdf.identifier);
    if (!forProvider) throw new Error("provider sees no attachment");
    const path = forProvider.url.replace("http://api.test", "");
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Type")).toBe("application/pdf");

    // The stranger: with their own sign-in, with the provider's link, and with a forged one.
    const byId = `/v1/messages/attachments/${pdf.identifier}`;
    expect((await t.app.request(byId, { headers: auth(stranger.token) })).status).toBe(403);
    expect((await t.app.request(path, { headers: auth(stranger.token) })).status).toBe(403);
    const forged = path.replace(/signature=[^&]+/, "signature=AAAA");
    expect((await t.app.request(forged)).status).toBe(403);
    const strangerLink = path.replace(provider.id, stranger.id);
    expect((await t.app.request(strangerLink)).status).toBe(403);
    // Signed in as a participant, no link needed.
    expect((await t.app.request(byId, { headers: auth(client.token) })).status).toBe(200);
    expect((await t.app.request(byId)).status).toBe(401);
  });

  it("shows images inline and deletes a message's files with it", async () => {
    const sent = await send(client.token, { receiver: provider.id, option: "photo" }, [
      { bytes: pngImage(40, 40), name: "photo.png" },
    ]);
    expect(sent.status).toBe(201);
    const [image] = sent.body.data.attachments;
    if (!image) throw new Error("no image");
    const res = await t.app.request(image.url.replace("http://api.test", ""));
    expect(res.headers.get("Content-Disposition")).toMatch(/^inline/);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    await t.json(`/v1/messages/${sent.body.data.identifier}`, {
      method: "DELETE",
      headers: auth(client.token),
    });
    expect(
      (await t.app.request(`/v1/messages/attachments/${image.identifier}`, { headers: auth(client.token) }))
        .status,
    ).toBe(404);
  });

  it("knows the other party for the header", async () => {
    const res = await t.json<{ party: { role: string; name: string } }>(
      `/v1/messages/conversations/${client.id}`,
      {
        headers: auth(provider.token),
      },
    );
    const [me] = await t.database.db.select().from(users).where(eq(users.id, client.id));
    expect(res.body.party).toMatchObject({ role: "client", name: `${me?.firstName} ${me?.lastName}` });
  });
});

describe("messaging needs a live or paid relationship (issue 27)", () => {
  const cancel = (token: string, bookingId: string) =>
    t.json(`/v1/booking/${bookingId}/cancel`, { method: "POST", headers: auth(token) });

  it("refuses a client who booked and cancelled at once, unpaid, with or without files", async () => {
    const c = await signUpClient(t, "book-and-cancel@example.com", "Brief");
    const held = await insertBooking(t, {
      clientId: c.user.identifier,
      providerId: provider.id,
      status: "awaiting_payment",
    });
    // While the hold is live the two may talk.
    expect((await send(c.token, { receiver: provider.id, message: "Before I pay" })).status).toBe(201);
    expect((await cancel(c.token, held.bookingIds[0] as string)).status).toBe(200);
    const text = await send(c.token, { receiver: provider.id, message: "Still here" });
    expect(text.status).toBe(403);
    expect(text.body.message).toBe(MESSAGE_ERRORS.relationshipEnded);
    const files = await send(c.token, { receiver: provider.id, option: "photo" }, [
      { bytes: pngImage(40, 40), name: "a.png" },
    ]);
    expect(files.status).toBe(403);
    expect(files.body.message).toBe(MESSAGE_ERRORS.relationshipEnded);
    // The provider cannot write to them either; the history stays readable to both.
    expect((await send(provider.token, { receiver: c.user.identifier, message: "Hi" })).status).toBe(403);
    const history = await t.json<{ data: Array<{ message: string }> }>(
      `/v1/messages/conversations/${provider.id}`,
      { headers: auth(c.token) },
    );
    expect(history.status).toBe(200);
    expect(history.body.data.map((m) => m.message)).toEqual(["Before I pay"]);
  });

  it("closes an existing conversation to new messages and edits once the relationship ends", async () => {
    const c = await signUpClient(t, "relationship-ends@example.com", "Ending");
    const booked = await insertBooking(t, { clientId: c.user.identifier, providerId: provider.id });
    const sent = await send(c.token, { receiver: provider.id, message: "See you then" });
    expect(sent.status).toBe(201);
    // The provider cancels the unpaid (provider-made style) confirmed session: nothing live, nothing paid.
    await t.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.seriesId, booked.seriesId));
    await t.database.db
      .update(bookingSeries)
      .set({ status: "cancelled" })
      .where(eq(bookingSeries.id, booked.seriesId));
    const again = await send(provider.token, { receiver: c.user.identifier, message: "Are you there?" });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(MESSAGE_ERRORS.relationshipEnded);
    const edit = await t.json<{ message?: string }>(`/v1/messages/${sent.body.data.identifier}`, {
      method: "PATCH",
      headers: { ...auth(c.token), "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Changed" }),
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(MESSAGE_ERRORS.relationshipEnded);
    // Deleting one's own message stays possible.
    const removed = await t.json(`/v1/messages/${sent.body.data.identifier}`, {
      method: "DELETE",
      headers: auth(c.token),
    });
    expect(removed.status).toBe(200);
  });

  it("keeps a paid booking's pair able to talk after the session was cancelled", async () => {
    const c = await signUpClient(t, "paid-then-cancelled@example.com", "Paid");
    const paid = await insertBooking(t, { clientId: c.user.identifier, providerId: provider.id });
    await postNow(
      t.database.db,
      bookingPaymentPosting({
        clientId: c.user.identifier,
        seriesId: paid.seriesId,
        currency: "NGN",
        fromWallet: 0,
        fromGateway: 10_000,
      }),
    );
    await t.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.seriesId, paid.seriesId));
    expect((await send(c.token, { receiver: provider.id, message: "About my refund" })).status).toBe(201);
  });
});

describe("the per-account attachment storage quota (issue 27)", () => {
  it("refuses files past the quota with 413, stores nothing, and frees room when a message is deleted", async () => {
    const c = await signUpClient(t, "quota-client@example.com", "Quota");
    await insertBooking(t, { clientId: c.user.identifier, providerId: provider.id });
    // Earlier sends that filled all but 100 bytes of the quota (rows only: the sizes are what count).
    const earlier = await send(c.token, { receiver: provider.id, message: "Earlier files" });
    expect(earlier.status).toBe(201);
    await t.database.db.insert(messageAttachments).values({
      id: "01JD00000000000000000QUOTA",
      messageId: earlier.body.data.identifier,
      name: "big.pdf",
      path: "messages/none/big.pdf",
      size: ATTACHMENT_STORAGE_QUOTA_BYTES - 100,
      mimeType: "application/pdf",
    });
    const before = await t.database.db.select().from(messages).where(eq(messages.fromId, c.user.identifier));
    const over = await send(c.token, { receiver: provider.id, message: "One more", option: "document" }, [
      { bytes: pdfDocument(), name: "more.pdf" },
    ]);
    expect(pdfDocument().byteLength).toBeGreaterThan(100);
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(ATTACHMENT_MESSAGES.quotaExceeded);
    const after = await t.database.db.select().from(messages).where(eq(messages.fromId, c.user.identifier));
    expect(after.length).toBe(before.length);
    // Text alone is not held back by the quota.
    expect((await send(c.token, { receiver: provider.id, message: "Text still goes" })).status).toBe(201);
    // Deleting the message that holds the files frees the room.
    const removed = await t.json(`/v1/messages/${earlier.body.data.identifier}`, {
      method: "DELETE",
      headers: auth(c.token),
    });
    expect(removed.status).toBe(200);
    const again = await send(c.token, { receiver: provider.id, message: "Now it fits", option: "document" }, [
      { bytes: pdfDocument(), name: "more.pdf" },
    ]);
    expect(again.status).toBe(201);
  });
});
