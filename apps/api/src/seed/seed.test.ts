import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CITY_AREAS } from "@marketplace/domain/places";
import { and, asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/test-app.ts";
import {
  blogCategories,
  blogPosts,
  bookingFees,
  bookingSeries,
  bookings,
  ledgerTransactions,
  providerProfiles,
  providerTherapies,
  reviews,
  therapies,
  therapyFees,
  timeslots,
  users,
} from "../db/schema/index.ts";
import { STATES } from "./catalogue-data.ts";
import { DEMO_ACCOUNTS, SEEDED_NEWCOMER, seedDatabase } from "./seed.ts";

async function seeded(providers: number) {
  const database = await freshDatabase();
  await database.migrate();
  const uploadsDir = mkdtempSync(join(tmpdir(), "seed-test-"));
  const report = await seedDatabase(database.db, {
    uploadsDir,
    providers,
    clients: 6,
    today: new Date("2026-11-23"),
  });
  return { database, report, uploadsDir };
}

// Each test seeds a database of its own, demo bookings included (through the booking engine).
describe("seedDatabase", { timeout: 120_000 }, () => {
  it("writes realistic data: providers in three countries, availability, half-star reviews, the blog", async () => {
    const { database, report } = await seeded(30);
    const db = database.db;
    expect(report).toMatchObject({ skipped: false, providers: 30, posts: 30 });
    const perCountry = await db
      .select({ country: providerProfiles.countryCode, n: count() })
      .from(providerProfiles)
      .groupBy(providerProfiles.countryCode)
      .orderBy(asc(providerProfiles.countryCode));
    expect(perCountry).toEqual([
      { country: "GB", n: 10 },
      { country: "NG", n: 10 },
      { country: "US", n: 10 },
    ]);
    // Each provider is listed, and charges, where they practise: a UK provider in GB and pounds
    // (decision 045), their account in the same country.
    const where = await db
      .select({
        profile: providerProfiles.countryCode,
        fees: bookingFees.countryCode,
        currency: bookingFees.currencyCode,
        account: users.countryCode,
      })
      .from(providerProfiles)
      .innerJoin(bookingFees, eq(bookingFees.providerId, providerProfiles.userId))
      .innerJoin(users, eq(users.id, providerProfiles.userId))
      .groupBy(
        providerProfiles.countryCode,
        bookingFees.countryCode,
        bookingFees.currencyCode,
        users.countryCode,
      )
      .orderBy(asc(providerProfiles.countryCode));
    expect(where).toEqual([
      { profile: "GB", fees: "GB", currency: "GBP", account: "GB" },
      { profile: "NG", fees: "NG", currency: "NGN", account: "NG" },
      { profile: "US", fees: "US", currency: "USD", account: "US" },
    ]);
    const [slots] = await db.select({ n: count() }).from(timeslots);
    expect(slots?.n).toBeGreaterThan(30 * 10);
    const ratings = await db.select({ halves: reviews.rating }).from(reviews);
    expect(ratings.every((r) => r.halves >= 1 && r.halves <= 10)).toBe(true);
    expect((await db.select().from(blogCategories)).length).toBe(5);
    const emails = (await db.select({ email: users.email }).from(users)).map((u) => u.email);
    for (const account of DEMO_ACCOUNTS) expect(emails).toContain(account.email);
    await database.close();
  });

  it("spreads providers as the market is: Lagos and Abuja most in Nigeria, London most in the UK", async () => {
    // Each landing city's state is a seeded state holding that city, so its providers can be there.
    for (const area of CITY_AREAS) {
      const state = STATES[area.country].find((st) => st.name === area.state);
      expect(
        state?.cities.map((c) => c.name),
        area.city,
      ).toContain(area.city);
    }
    const { database } = await seeded(120);
    const rows = await database.db
      .select({ country: providerProfiles.countryCode, city: providerProfiles.city })
      .from(providerProfiles);
    const metroOf = (country: string, city: string | null) =>
      CITY_AREAS.find((a) => a.country === country && (a.city === city || a.areas.includes(city ?? "")))
        ?.city ?? city;
    const ranking = (country: string) => {
      const counts = new Map<string, number>();
      for (const row of rows.filter((r) => r.country === country)) {
        const metro = metroOf(country, row.city) ?? "";
        counts.set(metro, (counts.get(metro) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    };
    expect(ranking("NG").slice(0, 2).sort()).toEqual(["Abuja", "Lagos"]);
    expect(ranking("GB")[0]).toBe("London");
    // Their providers are spread over the city's places, as profiles name them (Ikeja, Lekki…).
    const lagos = rows.filter((r) => metroOf("NG", r.city) === "Lagos");
    expect(new Set(lagos.map((r) => r.city)).size).toBeGreaterThan(3);
    await database.close();
  });

  it("always writes the newcomer: visible, featured, a free initial consultation and no reviews", async () => {
    const { database } = await seeded(9);
    const db = database.db;
    const [newcomer] = await db
      .select({ id: users.id, visibility: providerProfiles.visibility, featured: providerProfiles.featured })
      .from(users)
      .innerJoin(providerProfiles, eq(providerProfiles.userId, users.id))
      .where(
        and(eq(users.firstName, SEEDED_NEWCOMER.firstName), eq(users.lastName, SEEDED_NEWCOMER.lastName)),
      );
    if (!newcomer) return expect.fail("no newcomer");
    expect(newcomer).toMatchObject({ visibility: "visible", featured: true });
    expect(await db.select().from(reviews).where(eq(reviews.providerId, newcomer.id))).toEqual([]);
    const free = await db
      .select({ name: therapies.name })
      .from(therapyFees)
      .innerJoin(therapies, eq(therapies.id, therapyFees.therapyId))
      .innerJoin(
        providerTherapies,
        and(
          eq(providerTherapies.providerId, therapyFees.providerId),
          eq(providerTherapies.itemId, therapies.id),
        ),
      )
      .where(and(eq(therapyFees.providerId, newcomer.id), eq(therapyFees.isFree, true)));
    expect(free.map((f) => f.name)).toContain("Initial Consultation");
    await database.close();
  });

  it("seeds the demo sessions by the rules of real bookings: slot, length, fee, payment, earning, review", async () => {
    const { database } = await seeded(9);
    const db = database.db;
    const sessions = await db
      .select({
        booking: bookings,
        series: bookingSeries,
        slot: timeslots,
        providerMinutes: providerProfiles.appointmentDuration,
      })
      .from(bookings)
      .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
      .innerJoin(providerProfiles, eq(providerProfiles.userId, bookingSeries.providerId))
      .leftJoin(timeslots, eq(timeslots.id, bookings.timeslotId));
    // Two demo clients: a past session each (one reviewed), two upcoming in Nigeria, one in the UK.
    expect(sessions).toHaveLength(5);
    const keys = new Set(
      (await db.select({ key: ledgerTransactions.dedupeKey }).from(ledgerTransactions)).map((t) => t.key),
    );
    for (const { booking, series, slot, providerMinutes } of sessions) {
      const label = `${booking.status} session ${booking.id}`;
      // A session is the slot it took: same start and end, the provider's session length, the slot taken.
      if (!slot || !booking.appointmentTime || !booking.appointmentEndTime)
        return expect.fail(`${label}: no slot`);
      expect(booking.appointmentTime, label).toEqual(slot.startTime);
      expect(booking.appointmentEndTime, label).toEqual(slot.endTime);
      const minutes = (booking.appointmentEndTime.getTime() - booking.appointmentTime.getTime()) / 60_000;
      expect(minutes, label).toBe(series.appointmentDuration);
      expect(series.appointmentDuration, label).toBe(providerMinutes);
      expect(slot.status, label).toBe("booked");
      expect(series.totalBookingFee, label).toBe(series.bookingFee * series.totalSessions);
      expect(["confirmed", "completed"], label).toContain(booking.status);
      // Paid (a free session moves no money); a session that has ended is completed and earned.
      if (series.bookingFee > 0) expect(keys.has(`booking_payment:${series.id}`), label).toBe(true);
      const ended = booking.appointmentEndTime <= new Date("2026-11-23");
      expect(booking.status, label).toBe(ended ? "completed" : "confirmed");
      if (ended && series.bookingFee > 0) expect(keys.has(`earning:${booking.id}`), label).toBe(true);
    }
    // The demo review is of a completed session, written after it ended.
    const reviewed = await db
      .select({ review: reviews, end: bookings.appointmentEndTime, status: bookings.status })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
    expect(reviewed).toHaveLength(1);
    for (const { review, end, status } of reviewed) {
      expect(status).toBe("completed");
      expect(end && review.createdAt > end).toBe(true);
      expect(review.reply).toBeTruthy();
    }
    await database.close();
  });

  it("never duplicates rows when run again", async () => {
    const { database, uploadsDir } = await seeded(12);
    const before = await database.db.select({ n: count() }).from(users);
    const again = await seedDatabase(database.db, { uploadsDir, providers: 12 });
    expect(again.skipped).toBe(true);
    expect(await database.db.select({ n: count() }).from(users)).toEqual(before);
    expect((await database.db.select({ n: count() }).from(blogPosts))[0]?.n).toBe(30);
    await database.close();
  });

  it("is deterministic for a fixed seed", async () => {
    const a = await seeded(9);
    const b = await seeded(9);
    const names = (db: typeof a.database.db) =>
      db
        .select({ id: users.id, first: users.firstName, last: users.lastName })
        .from(users)
        .orderBy(asc(users.id));
    expect(await names(a.database.db)).toEqual(await names(b.database.db));
    await a.database.close();
    await b.database.close();
  });
});
