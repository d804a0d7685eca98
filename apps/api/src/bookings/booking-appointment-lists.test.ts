import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit } from "../../test/booking-kit.ts";
import { signUpClient } from "../../test/sign-up.ts";
import { SEEDED_APPROVAL_PROVIDER } from "../seed/seed.ts";

/**
 * The appointments page's lists (issue 28): GET /v1/booking?list=...&page=... answers one list of the
 * signed-in person's own bookings a page at a time, and the overview's counts match those lists (an
 * accepted request awaiting payment is not 'awaiting confirmation').
 */

type Summary = {
  identifier: string;
  status: string;
  appointmentTime: string | null;
  with: { identifier: string };
};
type List = { data: Summary[]; meta: { page: number; perPage: number; total: number; totalPages: number } };
type Counts = Record<string, number>;

let k: BookingKit;
const who = { client: "", seeded: "", provider: "", providerId: "", other: "" };
const ids = { accepted: "", withdrawn: "", waiting: "" };

const list = (token: string, query: string) => k.call<List>("GET", `/v1/booking?${query}`, token);

beforeAll(async () => {
  k = await bookingKit(4);
  const approval = await k.t.login(SEEDED_APPROVAL_PROVIDER.email);
  who.provider = approval.token;
  who.providerId = approval.user.identifier;
  who.seeded = (await k.t.login("client@demo.tranquil.example")).token;
  who.other = (await k.t.login("provider@demo.tranquil.example")).token;
  who.client = (await signUpClient(k.t, "lists@tests.tranquil.example")).token;
  const slots = await k.slots(who.providerId, 40);
  const choice = await k.choices(who.client, who.providerId);
  const book = async (n: number) => {
    const res = await k.call<{ identifier: string }>("POST", "/v1/booking", who.client, {
      ...choice,
      fee: undefined,
      providerIdentifier: who.providerId,
      participants: [],
      timeslotIdentifier: slots[n]?.identifier,
    });
    if (res.status !== 201) throw new Error(`booking answered ${res.status}`);
    return res.body.identifier;
  };
  // Two requests (a client's most unpaid bookings): one accepted, one withdrawn; then a third waits.
  ids.accepted = await book(0);
  ids.withdrawn = await book(2);
  expect(
    (await k.call("POST", `/v1/booking/${ids.accepted}/approval`, who.provider, { decision: "accept" }))
      .status,
  ).toBe(200);
  expect((await k.call("POST", `/v1/booking/${ids.withdrawn}/cancel`, who.client)).status).toBe(200);
  ids.waiting = await book(4);
}, 120_000);
afterAll(() => k.t.close());

describe("GET /v1/booking?list=", () => {
  it("answers each list with the client's own bookings in it, and counts that match", async () => {
    const of = async (name: string) =>
      (await list(who.client, `list=${name}`)).body.data.map((b) => b.identifier);
    expect(await of("requests")).toEqual([ids.waiting]);
    expect(await of("awaiting_payment")).toEqual([ids.accepted]);
    expect(await of("cancelled")).toEqual([ids.withdrawn]);
    expect(await of("upcoming")).toEqual([]);
    expect(await of("past")).toEqual([]);
    const counts = await k.call<Counts>("GET", "/v1/booking/count", who.client);
    expect(counts.body).toMatchObject({ pending: 1, awaitingPayment: 1, cancelled: 1, upcoming: 0 });
  });

  it("shows the provider the request, and nobody else's bookings to anyone", async () => {
    const requests = await list(who.provider, "list=requests&per_page=50");
    expect(requests.body.data.map((b) => b.identifier)).toContain(ids.waiting);
    // The seeded client and another provider have bookings of their own, never these.
    for (const token of [who.seeded, who.other]) {
      for (const name of ["requests", "awaiting_payment", "cancelled", "upcoming", "past"]) {
        const seen = (await list(token, `list=${name}&per_page=50`)).body.data.map((b) => b.identifier);
        expect(seen).not.toContain(ids.waiting);
        expect(seen).not.toContain(ids.accepted);
        expect(seen).not.toContain(ids.withdrawn);
      }
    }
  });

  it("pages a list and says how many there are", async () => {
    // The seeded client: two upcoming sessions, soonest first, and one in the past.
    const first = await list(who.seeded, "list=upcoming&per_page=1");
    const second = await list(who.seeded, "list=upcoming&per_page=1&page=2");
    const beyond = await list(who.seeded, "list=upcoming&per_page=1&page=3");
    expect(first.body.meta).toEqual({ page: 1, perPage: 1, total: 2, totalPages: 2 });
    expect(second.body.meta).toMatchObject({ page: 2, total: 2 });
    expect(beyond.body.data).toEqual([]);
    const [a, b] = [first.body.data[0], second.body.data[0]];
    expect(a && b && a.identifier !== b.identifier).toBe(true);
    expect(Date.parse(a?.appointmentTime ?? "")).toBeLessThan(Date.parse(b?.appointmentTime ?? ""));
    const past = await list(who.seeded, "list=past");
    expect(past.body.data.map((s) => s.status)).toEqual(["completed"]);
    expect(past.body.meta.total).toBe(1);
  });

  it("narrows a list to one status", async () => {
    const declined = await list(who.client, "list=cancelled&status=declined");
    expect(declined.body.data).toEqual([]);
    const cancelled = await list(who.client, "list=cancelled&status=cancelled");
    expect(cancelled.body.data.map((b) => b.identifier)).toEqual([ids.withdrawn]);
  });

  it("refuses a list, page or size it does not know", async () => {
    expect((await list(who.client, "list=someday")).status).toBe(400);
    expect((await list(who.client, "page=0")).status).toBe(400);
    expect((await list(who.client, "page=two")).status).toBe(400);
    expect((await list(who.client, "per_page=51")).status).toBe(400);
  });
});
