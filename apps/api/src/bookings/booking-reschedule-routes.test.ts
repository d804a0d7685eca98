import { FOLLOW_UP_MESSAGES } from "@marketplace/domain/booking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const tokens = { client: "", provider: "", stranger: "" };
const ids = { client: "", provider: "" };
let booking = "";
let cancelled = "";

const call = <T>(path: string, token: string, body?: unknown) =>
  t.json<T>(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

type Status = { allowReschedule: string; canReschedule: boolean; reason: string | null; viewerRole: string };

beforeAll(async () => {
  t = await createTestApp({ providers: 4, clients: 3 });
  const client = await t.login("client@demo.tranquil.example");
  const provider = await t.login("provider@demo.tranquil.example");
  tokens.client = client.token;
  tokens.provider = provider.token;
  ids.client = client.user.identifier;
  ids.provider = provider.user.identifier;
  tokens.stranger = (await t.login("client.uk@demo.tranquil.example")).token;
  booking = (await insertBooking(t, { clientId: ids.client, providerId: ids.provider })).bookingIds[0] ?? "";
  cancelled =
    (
      await insertBooking(t, {
        clientId: ids.client,
        providerId: ids.provider,
        status: "cancelled",
        daysAhead: 9,
      })
    ).bookingIds[0] ?? "";
});
afterAll(() => t.close());

describe("allowing the client to reschedule", () => {
  it("is off by default: the client may not move the session, the provider may", async () => {
    const client = await call<Status>(`/v1/booking/${booking}/reschedule`, tokens.client);
    expect(client.body).toMatchObject({
      viewerRole: "client",
      allowReschedule: "not_allowed",
      canReschedule: false,
      reason: FOLLOW_UP_MESSAGES.rescheduleNotAllowed,
    });
    const provider = await call<Status>(`/v1/booking/${booking}/reschedule`, tokens.provider);
    expect(provider.body).toMatchObject({ viewerRole: "provider", canReschedule: true, reason: null });
  });

  it("the provider allows it, and then the client may", async () => {
    const res = await call<Status>(`/v1/appointment/${booking}/allow-reschedule`, tokens.provider, {
      status: "allowed",
    });
    expect(res.status).toBe(200);
    expect(res.body.allowReschedule).toBe("allowed");
    const client = await call<Status>(`/v1/booking/${booking}/reschedule`, tokens.client);
    expect(client.body).toMatchObject({ allowReschedule: "allowed", canReschedule: true });
  });

  it("refuses clients, other people's sessions, finished sessions and bad values", async () => {
    const path = `/v1/appointment/${booking}/allow-reschedule`;
    expect((await call(path, tokens.client, { status: "allowed" })).status).toBe(403);
    const bad = await call<{ message: string }>(path, tokens.provider, { status: "yes" });
    expect([bad.status, bad.body.message]).toEqual([400, FOLLOW_UP_MESSAGES.reschedulePermission]);
    const over = await call<{ message: string }>(
      `/v1/appointment/${cancelled}/allow-reschedule`,
      tokens.provider,
      {
        status: "allowed",
      },
    );
    expect([over.status, over.body.message]).toEqual([422, FOLLOW_UP_MESSAGES.rescheduleClosed]);
    const missing = await call(`/v1/appointment/${"0".repeat(26)}/allow-reschedule`, tokens.provider, {
      status: "allowed",
    });
    expect(missing.status).toBe(404);
    expect((await call(`/v1/booking/${booking}/reschedule`, tokens.stranger)).status).toBe(403);
  });
});
