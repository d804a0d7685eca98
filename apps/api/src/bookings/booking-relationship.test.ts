import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit, type Choices, type Slot } from "../../test/booking-kit.ts";
import { signUpProvider } from "../../test/sign-up.ts";
import { SEEDED_APPROVAL_PROVIDER } from "../seed/seed.ts";

/**
 * Issue 27: a provider books for a client only while published, and only for a client who booked
 * them before (a live, past or paid booking the client made). Without that, the booking form and
 * POST /v1/booking answer exactly as for an unknown client and reveal no name or photo.
 */
let k: BookingKit;
const who = { client: "", clientUk: "", approval: "" };
const ids = { client: "", clientUk: "", approval: "" };
let choice: Choices;
let slots: Slot[];
let nextSlot = 0;
const takeSlot = () => {
  const slot = slots[nextSlot];
  nextSlot += 2;
  if (!slot) throw new Error("out of slots");
  return slot;
};
const UNKNOWN = "01JD0000000000000000000000";

const form = (token: string, withId: string) =>
  k.call<{ message?: string; client?: { fullName: string } }>(
    "GET",
    `/v1/booking/form?with=${withId}`,
    token,
  );
const providerBooks = (token: string, clientIdentifier: string) =>
  k.call<{ status?: string; message?: string }>("POST", "/v1/booking", token, {
    ...choice,
    fee: undefined,
    participants: [],
    clientIdentifier,
    timeslotIdentifier: takeSlot().identifier,
  });
const clientRequests = (token: string) =>
  k.call<{ identifier: string; status: string }>("POST", "/v1/booking", token, {
    ...choice,
    fee: undefined,
    participants: [],
    providerIdentifier: ids.approval,
    timeslotIdentifier: takeSlot().identifier,
  });

beforeAll(async () => {
  k = await bookingKit();
  for (const [key, email] of [
    ["client", "client@demo.tranquil.example"],
    ["clientUk", "client.uk@demo.tranquil.example"],
    ["approval", SEEDED_APPROVAL_PROVIDER.email],
  ] as const) {
    const session = await k.t.login(email);
    who[key] = session.token;
    ids[key] = session.user.identifier;
  }
  choice = await k.choices(who.client, ids.approval);
  slots = await k.slots(ids.approval);
});
afterAll(() => k.t.close());

describe("a provider booking for a client (issue 27)", () => {
  it("refuses a provider who signed up minutes ago and is not published", async () => {
    const fresh = await signUpProvider(k.t, "fresh.provider@example.com");
    const seen = await form(fresh.token, ids.client);
    expect(seen.status).toBe(403);
    expect(seen.body.message).toBe(BOOKING_API_MESSAGES.publishFirst);
    expect(seen.body).toEqual({ message: BOOKING_API_MESSAGES.publishFirst });
    const booked = await k.call<{ message?: string }>("POST", "/v1/booking", fresh.token, {
      ...choice,
      fee: undefined,
      participants: [],
      clientIdentifier: ids.client,
      timeslotIdentifier: null,
    });
    expect(booked.status).toBe(403);
    expect(booked.body.message).toBe(BOOKING_API_MESSAGES.publishFirst);
  });

  it("answers a published provider without a relationship exactly as for an unknown client", async () => {
    const unknown = await form(who.approval, UNKNOWN);
    expect(unknown.status).toBe(404);
    const stranger = await form(who.approval, ids.client);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(unknown.body);
    expect(stranger.body).toEqual({ message: BOOKING_API_MESSAGES.clientNotFound });
    const booked = await providerBooks(who.approval, ids.client);
    expect(booked.status).toBe(404);
    expect(booked.body.message).toBe(BOOKING_API_MESSAGES.clientNotFound);
  });

  it("does not count a booking the client cancelled unpaid", async () => {
    const request = await clientRequests(who.clientUk);
    expect(request.status).toBe(201);
    expect(request.body.status).toBe("pending_approval");
    const cancelled = await k.call("POST", `/v1/booking/${request.body.identifier}/cancel`, who.clientUk);
    expect(cancelled.status).toBe(200);
    expect((await form(who.approval, ids.clientUk)).status).toBe(404);
    expect((await providerBooks(who.approval, ids.clientUk)).status).toBe(404);
  });

  it("lets a published provider book for a client who booked them, and counts only the client's booking", async () => {
    const request = await clientRequests(who.client);
    expect(request.status).toBe(201);
    const seen = await form(who.approval, ids.client);
    expect(seen.status).toBe(200);
    expect(seen.body.client?.fullName).toBeTruthy();
    const booked = await providerBooks(who.approval, ids.client);
    expect(booked.status).toBe(201);
    expect(booked.body.status).toBe("confirmed");
    // The client withdraws their unpaid request: the provider's own booking does not make a relationship.
    const withdrawn = await k.call("POST", `/v1/booking/${request.body.identifier}/cancel`, who.client);
    expect(withdrawn.status).toBe(200);
    expect(await form(who.approval, ids.client)).toMatchObject({ status: 404 });
    expect((await providerBooks(who.approval, ids.client)).status).toBe(404);
  });
});
