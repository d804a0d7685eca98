import { createRoute, z } from "@hono/zod-openapi";
import { BOOKING_STATUSES, type BookingStatus } from "@marketplace/domain/booking-lifecycle";
import { and, asc, count, eq, gte, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { currentAuth, requireUser } from "../auth/index.ts";
import { bookingSeries, bookings, modalities, providerProfiles, therapies, users } from "../db/index.ts";
import { fileUrl } from "../files/index.ts";
import { authErrors, createRouter, jsonContent, signedIn } from "../http/index.ts";

const secured = { ...signedIn, middleware: requireUser };

const BookingSummarySchema = z
  .object({
    identifier: z.string(),
    seriesIdentifier: z.string(),
    status: z.string(),
    appointmentTime: z.string().nullable(),
    appointmentEndTime: z.string().nullable(),
    therapy: z.object({ name: z.string() }),
    modality: z.object({ name: z.string() }),
    with: z.object({
      identifier: z.string(),
      role: z.enum(["client", "provider"]),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      title: z.string().nullable(),
      hideProfileTitle: z.boolean(),
      photoUrl: z.string().nullable(),
    }),
  })
  .openapi("BookingSummary");

/** The lifecycle's statuses a list filters by (an expired hold is never listed on its own). */
const LISTED_STATUSES = BOOKING_STATUSES.filter(
  (s): s is Exclude<BookingStatus, "expired"> => s !== "expired",
);

const BookingListQuery = z.object({
  status: z
    .enum(LISTED_STATUSES, { message: `status must be one of ${LISTED_STATUSES.join(", ")}` })
    .optional(),
  per_page: z
    .string()
    .regex(/^\d+$/, "per_page must be a whole number")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 50, "per_page must be between 1 and 50")
    .default(10)
    .openapi({ type: "integer" }),
});

/** Bookings where the signed-in user is the client or the provider. */
const mine = (userId: string) => or(eq(bookingSeries.clientId, userId), eq(bookingSeries.providerId, userId));

/** The signed-in person's bookings: the overview's upcoming list, counts and statistics. */
export function bookingListRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking",
      tags: ["bookings"],
      summary: "The user's bookings; confirmed ones are upcoming appointments, soonest first",
      ...secured,
      request: { query: BookingListQuery },
      responses: {
        200: jsonContent(
          z.object({ data: z.array(BookingSummarySchema) }).openapi("BookingList"),
          "Bookings",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const { status, per_page } = c.req.valid("query");
      const { user } = currentAuth(c);
      const { db, publicUrl } = c.var.deps;
      const other = alias(users, "other");
      const otherIsProvider = user.role === "client";
      const rows = await db
        .select({
          identifier: bookings.id,
          seriesIdentifier: bookings.seriesId,
          status: bookings.status,
          appointmentTime: bookings.appointmentTime,
          appointmentEndTime: bookings.appointmentEndTime,
          therapy: therapies.name,
          modality: modalities.name,
          other,
          title: providerProfiles.title,
          hideProfileTitle: providerProfiles.hideProfileTitle,
        })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
        .innerJoin(therapies, eq(therapies.id, bookingSeries.therapyId))
        .innerJoin(modalities, eq(modalities.id, bookingSeries.modalityId))
        .innerJoin(other, eq(other.id, otherIsProvider ? bookingSeries.providerId : bookingSeries.clientId))
        .leftJoin(providerProfiles, eq(providerProfiles.userId, other.id))
        .where(
          and(
            mine(user.id),
            status ? eq(bookings.status, status) : undefined,
            // Upcoming means not yet over: confirmed sessions that end after now.
            status === "confirmed" ? gte(bookings.appointmentEndTime, new Date()) : undefined,
          ),
        )
        .orderBy(sql`${bookings.appointmentTime} asc nulls last`, asc(bookings.id))
        .limit(per_page);
      const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
      return c.json(
        {
          data: rows.map((r) => ({
            identifier: r.identifier,
            seriesIdentifier: r.seriesIdentifier,
            status: r.status,
            appointmentTime: iso(r.appointmentTime),
            appointmentEndTime: iso(r.appointmentEndTime),
            therapy: { name: r.therapy },
            modality: { name: r.modality },
            with: {
              identifier: r.other.id,
              role: r.other.role,
              firstName: r.other.deletedAt ? null : r.other.firstName,
              lastName: r.other.deletedAt ? null : r.other.lastName,
              title: r.title,
              hideProfileTitle: r.hideProfileTitle ?? false,
              photoUrl: r.other.deletedAt ? null : fileUrl(publicUrl, r.other.photoUrl),
            },
          })),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/count",
      tags: ["bookings"],
      summary: "How many sessions the user has, by state",
      ...secured,
      responses: {
        200: jsonContent(
          z
            .object({
              upcoming: z.number().int(),
              completed: z.number().int(),
              cancelled: z.number().int(),
              pending: z.number().int(),
              total: z.number().int(),
            })
            .openapi("BookingCount"),
          "Counts",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const rows = await c.var.deps.db
        .select({
          status: bookings.status,
          upcoming: sql<number>`count(*) filter (where ${bookings.appointmentEndTime} >= now())`.mapWith(
            Number,
          ),
          n: count(),
        })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
        .where(mine(user.id))
        .groupBy(bookings.status);
      const of = (s: string) => rows.find((r) => r.status === s);
      return c.json(
        {
          upcoming: of("confirmed")?.upcoming ?? 0,
          completed: of("completed")?.n ?? 0,
          cancelled: (of("cancelled")?.n ?? 0) + (of("declined")?.n ?? 0),
          pending: (of("pending_approval")?.n ?? 0) + (of("awaiting_payment")?.n ?? 0),
          total: rows.reduce((sum, r) => sum + r.n, 0),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/booking/statistics",
      tags: ["bookings"],
      summary: "This month's sessions and time in therapy, and the people seen",
      ...secured,
      responses: {
        200: jsonContent(
          z
            .object({
              sessionsThisMonth: z.number().int(),
              minutesThisMonth: z.number().int(),
              people: z.number().int(),
              nextAppointmentAt: z.string().nullable(),
            })
            .openapi("BookingStatistics"),
          "Statistics",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const counterpart = user.role === "client" ? bookingSeries.providerId : bookingSeries.clientId;
      const [row] = await c.var.deps.db
        .select({
          sessions:
            sql<number>`count(*) filter (where ${bookings.appointmentTime} >= ${monthStart} and ${bookings.appointmentTime} < ${nextMonth})`.mapWith(
              Number,
            ),
          minutes:
            sql<number>`coalesce(sum(${bookingSeries.appointmentDuration}) filter (where ${bookings.appointmentTime} >= ${monthStart} and ${bookings.appointmentTime} < ${nextMonth}), 0)`.mapWith(
              Number,
            ),
          people: sql<number>`count(distinct ${counterpart})`.mapWith(Number),
          next: sql<
            string | null
          >`min(${bookings.appointmentTime}) filter (where ${bookings.appointmentTime} >= now())`,
        })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
        .where(and(mine(user.id), inArray(bookings.status, ["confirmed", "completed"])));
      return c.json(
        {
          sessionsThisMonth: row?.sessions ?? 0,
          minutesThisMonth: row?.minutes ?? 0,
          people: row?.people ?? 0,
          nextAppointmentAt: row?.next ? new Date(row.next).toISOString() : null,
        },
        200,
      );
    },
  );

  return router;
}
