import { IDEMPOTENCY_MESSAGES } from "@marketplace/domain/errors";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSeries, messageAttachments, messages } from "../src/db/schema/index.ts";
import { insertBooking, signUpClient } from "./booking-fixtures.ts";
import { type BookingKit, bookingKit, type Choices, type Slot } from "./booking-kit.ts";
import { pngImage } from "./images.ts";

// Booking and sending a message are the writes a client may retry after a dropped connection: with
// the same Idempotency-Key and body the retry answers the first answer and creates nothing twice
// (http/idempotency.ts, the scheme the payment routes use).

let k: BookingKit;
let client: { token: string; id: string };
/** A client of their own per test: a client may hold only a few unpaid bookings (decision 038). */
let newClient: (name: string) => Promise<{ token: string; id: string }>;
let provider: { token: string; id: string };
let choice: Choices;
let slots: Slot[];

const headers = (token: string, key?: string) => ({
  Authorization: `Bearer ${token}`,
  "Content-Type": "application/json",
  ...(key ? { "Idempotency-Key": key } : {}),
});
const book = (token: string, body: Record<string, unknown>, key?: string) =>
  k.t.json<{ seriesIdentifier: string; identifier: string; message?: string }>("/v1/booking", {
    method: "POST",
    headers: headers(token, key),
    body: JSON.stringify(body),
  });
const single = (slot: Slot, note = "Retry-safe booking note") => ({
  ...choice,
  fee: undefined,
  providerIdentifier: provider.id,
  participants: [],
  timeslotIdentifier: slot.identifier,
  note,
});

/** A new multipart body each time, as a retry builds it: another boundary, the same meaning. */
function messageForm(receiver: string, text: string, withFile = false) {
  const form = new FormData();
  form.append("receiver", receiver);
  form.append("message", text);
  if (withFile) form.append("files", new File([Buffer.from(pngImage(8, 8))], "photo.png"));
  return form;
}
const send = (token: string, form: FormData, key?: string) =>
  k.t.json<{ data: { identifier: string }; message?: string }>("/v1/messages", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, ...(key ? { "Idempotency-Key": key } : {}) },
    body: form,
  });

beforeAll(async () => {
  k = await bookingKit(3);
  const p = await k.t.login("provider@demo.tranquil.example");
  provider = { token: p.token, id: p.user.identifier };
  const c = await signUpClient(k.t, "retry-safe-client@example.com", "Retrying");
  client = { token: c.token, id: c.user.identifier };
  newClient = async (name) => {
    const session = await signUpClient(k.t, `retry-safe-${name.toLowerCase()}@example.com`, name);
    return { token: session.token, id: session.user.identifier };
  };
  choice = await k.choices(client.token, provider.id);
  // A booking makes them partners, so they may write to each other. It takes the first open time a
  // week ahead, so the times the tests book are listed after it (listed before, one of them was
  // taken by it on some days of the week).
  await insertBooking(k.t, { clientId: client.id, providerId: provider.id });
  slots = await k.slots(provider.id);
}, 120_000);

afterAll(() => k?.t.close());

const seriesOf = async (clientId: string) =>
  k.t.database.db.select().from(bookingSeries).where(eq(bookingSeries.clientId, clientId));

describe("booking with an Idempotency-Key", () => {
  it("a retry with the same key and body answers the first booking and books nothing twice", async () => {
    const slot = slots[0] as Slot;
    const before = (await seriesOf(client.id)).length;
    const first = await book(client.token, single(slot), "book-once-1");
    expect(first.status).toBe(201);
    // The same request again (JSON keys in another order are the same request).
    const body = single(slot);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await book(client.token, reordered, "book-once-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await seriesOf(client.id)).length).toBe(before + 1);
  });

  it("the same key with another body is refused with 422 and books nothing", async () => {
    const someone = await newClient("Mismatch");
    const first = await book(someone.token, single(slots[3] as Slot), "book-mismatch-1");
    expect(first.status).toBe(201);
    const changed = await book(someone.token, single(slots[6] as Slot, "Another note"), "book-mismatch-1");
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    expect((await seriesOf(someone.id)).length).toBe(1);
  });

  it("keys are per person: another client's same key books for them", async () => {
    const one = await newClient("Keyone");
    const two = await newClient("Keytwo");
    const mine = await book(one.token, single(slots[9] as Slot), "shared-key");
    expect(mine.status).toBe(201);
    const theirs = await book(two.token, single(slots[12] as Slot), "shared-key");
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.body.seriesIdentifier).not.toBe(mine.body.seriesIdentifier);
  });

  it("without a key the request simply runs again (the key is optional): the time is taken", async () => {
    const someone = await newClient("Nokey");
    const first = await book(someone.token, single(slots[15] as Slot));
    expect(first.status).toBe(201);
    const second = await book(someone.token, single(slots[15] as Slot));
    expect(second.status).toBe(409);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("sending a message with an Idempotency-Key", () => {
  const sentBy = async (fromId: string, text: string) =>
    k.t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.fromId, fromId), eq(messages.body, text)));

  it("a retry with the same key and form (text and a file) answers the first message and sends one", async () => {
    const text = "Retried message with a photo";
    const first = await send(client.token, messageForm(provider.id, text, true), "send-once-1");
    expect(first.status).toBe(201);
    const again = await send(client.token, messageForm(provider.id, text, true), "send-once-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.identifier).toBe(first.body.data.identifier);
    const rows = await sentBy(client.id, text);
    expect(rows).toHaveLength(1);
    const files = await k.t.database.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, first.body.data.identifier));
    expect(files).toHaveLength(1);
  });

  it("the same key with another text is refused with 422 and sends nothing", async () => {
    const first = await send(client.token, messageForm(provider.id, "First words"), "send-mismatch-1");
    expect(first.status).toBe(201);
    const changed = await send(client.token, messageForm(provider.id, "Other words"), "send-mismatch-1");
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    expect(await sentBy(client.id, "Other words")).toHaveLength(0);
  });

  it("without a key each send is a new message", async () => {
    const text = "Said twice on purpose";
    expect((await send(client.token, messageForm(provider.id, text))).status).toBe(201);
    expect((await send(client.token, messageForm(provider.id, text))).status).toBe(201);
    expect(await sentBy(client.id, text)).toHaveLength(2);
  });
});
