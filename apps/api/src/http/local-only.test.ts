import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../test/booking-fixtures.ts";
import { createTestApp, peerEnv, type TestApp } from "../../test/test-app.ts";
import { createServer } from "../app.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { SANDBOX_PAYMENTS } from "../payments/gateways/payment-env.ts";

/**
 * Issue 27: a demo deployment on the internet let anyone read every email (reset links included) at
 * /dev/outbox and let a provider complete a paid session at once. The helpers now answer only this
 * machine: a loopback peer that no proxy relayed.
 */
let t: TestApp;
let provider: { token: string; user: { identifier: string } };
let client: { token: string; user: { identifier: string } };
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 2 });
  provider = await t.login("provider@demo.tranquil.example");
  client = await t.login("client@demo.tranquil.example");
  await enqueueMail(t.database.db, {
    to: "victim@example.com",
    subject: "Reset your password",
    text: "http://global.test/reset-password?token=secret",
    html: "<p>reset</p>",
    kind: "reset-password",
  });
});
afterAll(() => t.close());

const outbox = (peer: string | undefined, headers: Record<string, string> = {}) =>
  t.json<{ message?: string; data?: unknown[] }>("/dev/outbox", { headers }, peer);

describe("the developer helpers answer only this machine", () => {
  it("read the outbox for a loopback peer (IPv4, IPv6, IPv4-mapped) with no relayed address", async () => {
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await outbox(peer);
      expect(res.status, peer).toBe(200);
      expect(res.body.data?.length).toBeGreaterThan(0);
    }
  });

  it("answer another machine 404, as if the route did not exist", async () => {
    for (const peer of ["203.0.113.7", "10.0.0.2", "::ffff:192.0.2.1", "2001:db8::1"]) {
      const res = await outbox(peer);
      expect(res.status, peer).toBe(404);
      expect(res.body).toEqual({ message: "No route for GET /dev/outbox" });
    }
    // An in-process request has no socket: no peer is no local peer.
    expect((await outbox(undefined)).status).toBe(404);
  });

  it("answer 404 to a request a proxy on this machine relayed, whatever address it names", async () => {
    const relayed: Array<Record<string, string>> = [
      { "X-Forwarded-For": "127.0.0.1" },
      { "X-Forwarded-For": "198.51.100.4" },
      { Forwarded: "for=127.0.0.1" },
      { "X-Real-IP": "127.0.0.1" },
    ];
    for (const headers of relayed) {
      const res = await outbox("127.0.0.1", headers);
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("token=secret");
    }
  });

  it("refuse to complete a session early for anyone but this machine", async () => {
    const booked = await insertBooking(t, {
      clientId: client.user.identifier,
      providerId: provider.user.identifier,
    });
    const id = booked.bookingIds[0] ?? "";
    const complete = (peer: string | undefined, headers: Record<string, string> = {}) =>
      t.json(
        `/dev/booking/${id}/complete`,
        { method: "POST", headers: { Authorization: `Bearer ${provider.token}`, ...headers } },
        peer,
      );
    expect((await complete("203.0.113.7")).status).toBe(404);
    expect((await complete(undefined)).status).toBe(404);
    expect((await complete("127.0.0.1", { "X-Forwarded-For": "203.0.113.7" })).status).toBe(404);
    expect((await complete("127.0.0.1")).status).toBe(200);
  });

  it("do not exist unless the server's dev tools are on, even for this machine", async () => {
    const server = createServer({ db: t.database.db, uploadsDir: t.uploadsDir });
    expect((await server.request("/dev/outbox", {}, peerEnv("127.0.0.1"))).status).toBe(404);
  });

  it("never complete a session early where a real gateway takes money", async () => {
    const booked = await insertBooking(t, {
      clientId: client.user.identifier,
      providerId: provider.user.identifier,
    });
    const server = createServer({
      db: t.database.db,
      uploadsDir: t.uploadsDir,
      devTools: true,
      payments: { ...SANDBOX_PAYMENTS, PAYMENT_GATEWAY_NGN: "paystack", PAYSTACK_SECRET_KEY: "sk_test_x" },
    });
    const res = await server.request(
      `/dev/booking/${booked.bookingIds[0]}/complete`,
      { method: "POST", headers: { Authorization: `Bearer ${provider.token}` } },
      peerEnv("127.0.0.1"),
    );
    expect(res.status).toBe(404);
    // The outbox, which moves no money, is still there for this machine.
    expect((await server.request("/dev/outbox", {}, peerEnv("127.0.0.1"))).status).toBe(200);
  });
});
