import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingSeries, bookings, providerProfiles } from "../db/schema/index.ts";

let t: TestApp;
let bookingId = "";
let providerId = "";
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 3 });
  const [row] = await t.database.db
    .select({ id: bookings.id, providerId: bookingSeries.providerId })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(eq(bookings.status, "confirmed"))
    .limit(1);
  bookingId = row?.id ?? "";
  providerId = row?.providerId ?? "";
});
afterAll(() => t.close());

const providerOf = (id: string) =>
  t.json<{ provider?: { objectID: string }; message?: string }>(`/v1/booking/${id}/provider`);
const setStatus = (status: (typeof bookings.$inferSelect)["status"]) =>
  t.database.db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));

describe("GET /v1/booking/{id}/provider", () => {
  it("shows the provider of a booking still to approve, pay for or attend", async () => {
    for (const status of ["confirmed", "pending_approval", "awaiting_payment"] as const) {
      await setStatus(status);
      const res = await providerOf(bookingId);
      expect(res.status, status).toBe(200);
      expect(res.body.provider?.objectID).toBe(providerId);
    }
  });

  it("answers 404 for a finished, cancelled or declined booking", async () => {
    for (const status of ["completed", "cancelled", "declined"] as const) {
      await setStatus(status);
      const res = await providerOf(bookingId);
      expect(res.status, status).toBe(404);
      expect(res.body).toEqual({ message: "Booking not found" });
    }
    await setStatus("confirmed");
  });

  it("answers 404 when the provider is hidden", async () => {
    await t.database.db
      .update(providerProfiles)
      .set({ visibility: "hidden" })
      .where(eq(providerProfiles.userId, providerId));
    expect((await providerOf(bookingId)).status).toBe(404);
    await t.database.db
      .update(providerProfiles)
      .set({ visibility: "visible" })
      .where(eq(providerProfiles.userId, providerId));
    expect((await providerOf(bookingId)).status).toBe(200);
  });
});
