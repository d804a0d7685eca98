import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const tokens = { client: "", provider: "", uk: "" };
const get = <T>(path: string, token: string) =>
  t.json<T>(path, { headers: { Authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp({ providers: 6, clients: 3 });
  for (const [key, email] of [
    ["client", "client@demo.tranquil.example"],
    ["provider", "provider@demo.tranquil.example"],
    ["uk", "client.uk@demo.tranquil.example"],
  ] as const) {
    tokens[key] = (await t.login(email)).token;
  }
});
afterAll(() => t.close());

type Booking = { appointmentTime: string; status: string; with: { role: string; firstName: string } };

describe("booking list, counts and statistics", () => {
  it("lists at most 3 upcoming confirmed appointments, soonest first, with the other party", async () => {
    const res = await get<{ data: Booking[] }>("/v1/booking?status=confirmed&per_page=3", tokens.client);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const times = res.body.data.map((b) => Date.parse(b.appointmentTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((time) => time > Date.now())).toBe(true);
    expect(res.body.data[0]?.with).toMatchObject({ role: "provider", firstName: "Tolu" });
    const provider = await get<{ data: Booking[] }>(
      "/v1/booking?status=confirmed&per_page=1",
      tokens.provider,
    );
    expect(provider.body.data).toHaveLength(1);
    expect(provider.body.data[0]?.with.role).toBe("client");
  });

  it("validates the list query", async () => {
    expect((await get("/v1/booking?per_page=0", tokens.client)).status).toBe(400);
    expect((await get("/v1/booking?status=maybe", tokens.client)).status).toBe(400);
  });

  it("counts sessions by state", async () => {
    const res = await get<Record<string, number>>("/v1/booking/count", tokens.client);
    expect(res.body).toEqual({
      upcoming: 2,
      completed: 1,
      cancelled: 0,
      pending: 0,
      awaitingPayment: 0,
      total: 3,
    });
  });

  it("gives statistics with the next appointment", async () => {
    const res = await get<{ people: number; nextAppointmentAt: string }>(
      "/v1/booking/statistics",
      tokens.client,
    );
    expect(res.body.people).toBe(1);
    expect(Date.parse(res.body.nextAppointmentAt)).toBeGreaterThan(Date.now());
  });

  it("counts unread notifications and messages", async () => {
    expect((await get("/v1/notification/unread-count", tokens.client)).body).toEqual({ count: 3 });
    expect((await get("/v1/messages/unread-count", tokens.client)).body).toEqual({ count: 2 });
    expect((await get("/v1/messages/unread-count", tokens.provider)).body).toEqual({ count: 0 });
  });

  it("shows the wallet balance in the country's currency", async () => {
    expect((await get("/v1/wallet", tokens.client)).body).toEqual({ balance: 5_000_000, currency: "NGN" });
    expect((await get("/v1/wallet", tokens.uk)).body).toEqual({ balance: 4_000, currency: "GBP" });
    expect((await get("/v1/wallet", tokens.provider)).body).toEqual({ balance: 0, currency: "NGN" });
  });
});

describe("GET /v1/booking/{id}/provider", () => {
  it("answers the booking's provider card without signing in, and 404 for an unknown booking", async () => {
    const upcoming = await get<{ data: { identifier: string }[] }>(
      "/v1/booking?status=confirmed&per_page=1",
      tokens.client,
    );
    const id = upcoming.body.data[0]?.identifier ?? "";
    const res = await t.json<{ provider: { firstName: string; lastName: string } }>(
      `/v1/booking/${id}/provider`,
    );
    expect(res.status).toBe(200);
    expect(res.body.provider).toMatchObject({ firstName: "Tolu", lastName: "Adeyemi" });
    expect((await t.json(`/v1/booking/${"0".repeat(26)}/provider`)).status).toBe(404);
    expect((await t.json("/v1/booking/undefined/provider")).status).toBe(400);
  });
});
