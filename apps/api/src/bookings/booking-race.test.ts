import { BOOKING_API_MESSAGES } from "@marketplace/domain/booking";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit } from "../../test/booking-kit.ts";
import { onPostgres } from "../../test/test-app.ts";

/**
 * Double booking is impossible by construction (docs/decisions/021-booking.md): on a real PostgreSQL
 * server, with a pool of connections, 200 requests for one slot at once give exactly one booking.
 */
describe.runIf(onPostgres())("200 clients want the same slot at once (PostgreSQL)", () => {
  let k: BookingKit;
  beforeAll(async () => {
    k = await bookingKit(4);
  });
  afterAll(() => k.t.close());

  it("books it once and tells everyone else it was taken, with no server error", async () => {
    const client = await k.t.login("client@demo.tranquil.example");
    const provider = await k.t.login("provider@demo.tranquil.example");
    const choice = await k.choices(client.token, provider.user.identifier);
    const [slot] = await k.slots(provider.user.identifier);
    if (!slot) throw new Error("no open slot");
    const body = {
      ...choice,
      fee: undefined,
      providerIdentifier: provider.user.identifier,
      participants: [],
      timeslotIdentifier: slot.identifier,
    };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        k.call<{ message?: string }>("POST", "/v1/booking", client.token, body),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(
      new Set([BOOKING_API_MESSAGES.slotTaken]),
    );
    const count = await k.t.database.db.execute(
      sql`select count(*)::int as n from bookings where timeslot_id = ${slot.identifier}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
