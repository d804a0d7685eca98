// Before any domain schema is built: @hono/zod-openapi adds .openapi() to the schemas created after it.
import "@hono/zod-openapi";
import { TZDate } from "@date-fns/tz";
import {
  AVAILABILITY_MESSAGES,
  type AvailabilityRules,
  DEFAULT_AVAILABILITY,
  emptyWeeklyHours,
  WEEKDAYS,
} from "@marketplace/domain/availability";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import {
  providerAvailability,
  providerCards,
  providerProfiles,
  timeslots,
  users,
} from "../../db/schema/index.ts";
import { dueProviders, refreshAvailability, startAvailabilityRefresh } from "./availability-refresh.ts";

let t: TestApp;
let token: string;
let providerId: string;
const TZ = "Africa/Lagos";

const everyDay = (start: string, end: string) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, [{ start, end }]])) as AvailabilityRules["weeklyHours"];

const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  ...DEFAULT_AVAILABILITY,
  weeklyHours: everyDay("09:00", "12:00"),
  sessionMinutes: 50,
  bufferMinutes: 10,
  noticeHours: 0,
  horizonDays: 14,
  ...over,
});

const put = (path: string, body: unknown, as = token) =>
  t.json<{ message: string; errors?: string[]; data: Record<string, unknown> }>(path, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${as}` },
    body: JSON.stringify(body),
  });

const openSlots = () =>
  t.database.db
    .select()
    .from(timeslots)
    .where(
      and(
        eq(timeslots.providerId, providerId),
        eq(timeslots.status, "open"),
        gte(timeslots.startTime, new Date()),
      ),
    )
    .orderBy(asc(timeslots.startTime));

const settings = {
  timezone: TZ,
  sessionMinutes: 50,
  bufferMinutes: 10,
  noticeHours: 0,
  approvalRequired: false,
};

beforeAll(async () => {
  t = await createTestApp({ providers: 6, clients: 3 });
  const session = await t.login("provider@demo.tranquil.example");
  token = session.token;
  providerId = session.user.identifier;
});
afterAll(() => t.close());

describe("GET /v1/provider/availability", () => {
  it("answers the seeded rules, whose slots are already written", async () => {
    const res = await t.json<{
      data: { timezone: string; rules: AvailabilityRules; materialisedUntil: string };
    }>("/v1/provider/availability", { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.timezone).toBe(TZ);
    const days = Object.values(res.body.data.rules.weeklyHours).filter((ranges) => ranges.length > 0);
    expect(days.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.materialisedUntil).not.toBeNull();
    expect((await openSlots()).length).toBeGreaterThan(0);
  });
});

describe("PUT /v1/provider/availability", () => {
  it("derives the open slots from the rules and updates the search card", async () => {
    const res = await put("/v1/provider/availability", rules());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AVAILABILITY_MESSAGES.saved);
    const slots = await openSlots();
    // 09:00, 10:00 and 11:00 in Lagos every day for two weeks (today's may have passed).
    expect(slots.length).toBeGreaterThanOrEqual(13 * 3);
    expect(slots.length).toBeLessThanOrEqual(15 * 3);
    for (const slot of slots) {
      const local = new TZDate(new Date(slot.startTime).getTime(), TZ);
      expect([9, 10, 11]).toContain(local.getHours());
      expect(local.getMinutes()).toBe(0);
      expect(new Date(slot.endTime).getTime() - new Date(slot.startTime).getTime()).toBe(50 * 60_000);
    }
    const [card] = await t.database.db
      .select({ next: providerCards.nextOpenAt })
      .from(providerCards)
      .where(eq(providerCards.providerId, providerId));
    expect(new Date(card?.next ?? 0).getTime()).toBe(new Date(slots[0]?.startTime ?? 1).getTime());
    const [profile] = await t.database.db
      .select({ duration: providerProfiles.appointmentDuration })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, providerId));
    expect(profile?.duration).toBe(50);
  });

  it("keeps a booked slot through a change, and no open slot comes within the buffer of it", async () => {
    await put("/v1/provider/availability", rules());
    const [target] = (await openSlots()).slice(3, 4);
    if (!target) return expect.fail("no slot to book");
    await t.database.db.update(timeslots).set({ status: "booked" }).where(eq(timeslots.id, target.id));
    // Half-hour sessions on a grid that would otherwise cut through the booked one.
    const res = await put("/v1/provider/availability", rules({ sessionMinutes: 30, bufferMinutes: 15 }));
    expect(res.status).toBe(200);
    const [kept] = await t.database.db.select().from(timeslots).where(eq(timeslots.id, target.id));
    expect(kept?.status).toBe("booked");
    const start = new Date(target.startTime).getTime();
    const end = new Date(target.endTime).getTime();
    const buffer = 15 * 60_000;
    const slots = await openSlots();
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const s = new Date(slot.startTime).getTime();
      const e = new Date(slot.endTime).getTime();
      expect(e + buffer <= start || s >= end + buffer).toBe(true);
    }
  });

  it("writes no slot on a day off", async () => {
    const tomorrow = new TZDate(Date.now() + 86_400_000, TZ);
    const key = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
    const res = await put("/v1/provider/availability", rules({ daysOff: [key] }));
    expect(res.status).toBe(200);
    expect((res.body.data.rules as AvailabilityRules).daysOff).toEqual([key]);
    const days = (await openSlots()).map((slot) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date(slot.startTime)),
    );
    expect(days).not.toContain(key);
    expect(days.length).toBeGreaterThan(0);
  });

  it("refuses bad rules with 400 and the rule's message, and changes nothing", async () => {
    const before = await openSlots();
    const overlap = await put(
      "/v1/provider/availability",
      rules({
        weeklyHours: {
          ...emptyWeeklyHours(),
          monday: [
            { start: "09:00", end: "12:00" },
            { start: "11:00", end: "13:00" },
          ],
        },
      }),
    );
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe(AVAILABILITY_MESSAGES.overlap);
    const session = await put("/v1/provider/availability", rules({ sessionMinutes: 5 }));
    expect(session.status).toBe(400);
    expect(session.body.message).toBe(AVAILABILITY_MESSAGES.sessionMinutes);
    const missing = await put("/v1/provider/availability", { weeklyHours: everyDay("09:00", "10:00") });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.length).toBeGreaterThan(1);
    expect((await openSlots()).map((s) => s.id)).toEqual(before.map((s) => s.id));
  });
});

describe("PUT /v1/provider/settings", () => {
  it("saves the approval switch; a new timezone moves the slots", async () => {
    await put("/v1/provider/availability", rules());
    const res = await put("/v1/provider/settings", {
      ...settings,
      timezone: "Europe/London",
      approvalRequired: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AVAILABILITY_MESSAGES.settingsSaved);
    const [profile] = await t.database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, providerId));
    expect(profile).toMatchObject({ timezone: "Europe/London", acknowledgeBooking: true });
    for (const slot of await openSlots()) {
      expect([9, 10, 11]).toContain(
        new TZDate(new Date(slot.startTime).getTime(), "Europe/London").getHours(),
      );
    }
    const got = await t.json<{ data: Record<string, unknown> }>("/v1/provider/settings", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(got.body.data).toMatchObject({ timezone: "Europe/London", approvalRequired: true });
    // The office address and in-person sessions have one home, the profile info (decision 045).
    expect(got.body.data).not.toHaveProperty("officeAddress");
    expect(got.body.data).not.toHaveProperty("offerOfflineSession");
    // Put back what the other tests expect.
    expect((await put("/v1/provider/settings", settings)).status).toBe(200);
  });

  it("leaves the office address and in-person sessions alone, whatever it is sent", async () => {
    await t.database.db
      .update(providerProfiles)
      .set({ offerOfflineSession: true, officeAddress: "12 Marina Road, Lagos Island" })
      .where(eq(providerProfiles.userId, providerId));
    const res = await put("/v1/provider/settings", {
      ...settings,
      offerOfflineSession: false,
      officeAddress: "somewhere else",
    });
    expect(res.status).toBe(200);
    const [profile] = await t.database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, providerId));
    expect(profile).toMatchObject({
      offerOfflineSession: true,
      officeAddress: "12 Marina Road, Lagos Island",
    });
  });

  it("needs a real timezone (400)", async () => {
    const zone = await put("/v1/provider/settings", { ...settings, timezone: "Mars/Phobos" });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toMatch(/IANA/);
  });
});

describe("the slot window's top-up", () => {
  it("adds the days that came into the horizon and leaves the written ones alone", async () => {
    await put("/v1/provider/availability", rules({ horizonDays: 7 }));
    const before = await openSlots();
    const [row] = await t.database.db
      .select()
      .from(providerAvailability)
      .where(eq(providerAvailability.providerId, providerId));
    const later = new Date(Date.now() + 3 * 86_400_000);
    expect((await dueProviders(t.database.db, new Date(), 100)).map((d) => d.providerId)).not.toContain(
      providerId,
    );
    expect((await dueProviders(t.database.db, later, 1000)).map((d) => d.providerId)).toContain(providerId);
    const report = await refreshAvailability(t.database.db, later);
    expect(report.providers).toBeGreaterThanOrEqual(1);
    const after = await openSlots();
    // The written slots are all still there, and three more days (9 slots) follow them.
    expect(after.filter((s) => before.some((b) => b.id === s.id))).toHaveLength(before.length);
    const added = after.filter((s) => !before.some((b) => b.id === s.id));
    expect(added).toHaveLength(9);
    for (const slot of added)
      expect(new Date(slot.startTime).getTime()).toBeGreaterThanOrEqual(
        new Date(row?.materialisedUntil ?? 0).getTime(),
      );
    expect((await dueProviders(t.database.db, later, 1000)).length).toBe(0);
  });
});

describe("startAvailabilityRefresh", () => {
  it("tops up on start and lets stop() wait for the run", async () => {
    await put("/v1/provider/availability", rules({ horizonDays: 7 }));
    // As if the window had been written two days ago.
    const stale = new Date(Date.now() + 5 * 86_400_000);
    await t.database.db
      .update(providerAvailability)
      .set({ materialisedUntil: stale })
      .where(eq(providerAvailability.providerId, providerId));
    await t.database.db
      .delete(timeslots)
      .where(and(eq(timeslots.providerId, providerId), gte(timeslots.startTime, stale)));
    const lines: string[] = [];
    const logger = { info: (_: unknown, msg: string) => lines.push(msg), error: () => lines.push("error") };
    const refresh = startAvailabilityRefresh(t.database.db, logger as unknown as Logger, 60_000);
    await refresh.stop();
    expect(lines).toEqual(["availability topped up"]);
    const [row] = await t.database.db
      .select()
      .from(providerAvailability)
      .where(eq(providerAvailability.providerId, providerId));
    expect(new Date(row?.materialisedUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const refilled = (await openSlots()).filter((slot) => new Date(slot.startTime) >= stale);
    expect(refilled.length).toBeGreaterThan(0);
  });
});

describe("roles", () => {
  it("refuses a client with 403", async () => {
    const client = await t.login("client@demo.tranquil.example");
    const res = await put("/v1/provider/availability", rules(), client.token);
    expect(res.status).toBe(403);
    const [demo] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [providerId]));
    expect(demo?.id).toBe(providerId);
  });
});
