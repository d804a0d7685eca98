import { createRoute, z } from "@hono/zod-openapi";
import {
  APPOINTMENT_LIST_STATUSES,
  APPOINTMENT_LISTS,
  type AppointmentList,
  BOOKING_STATUSES,
  type BookingStatus,
  SOONEST_FIRST,
} from "@marketplace/domain/booking-lifecycle";
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
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
    /** How many sessions the series has: a course is paid for as one (its payment page is the series'). */
    totalSessions: z.number().int(),
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
  list: z
    .enum(APPOINTMENT_LISTS, { message: `list must be one of ${APPOINTMENT_LISTS.join(", ")}` })
    .optional()
    .openapi({
      description:
        "One list of the appointments page: upcoming (confirmed, not yet over), requests (awaiting the provider's answer), awaiting_payment (accepted, not paid), past, cancelled (cancelled or declined)",
    }),
  page: z
    .string()
    .regex(/^\d+$/, "page must be a whole number")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 10_000, "page must be between 1 and 10000")
    .default(1)
    .openapi({ type: "integer" }),
});

/** A confirmed session that has not ended yet, or has no time yet: still ahead. */
const ahead = (now: Date): SQL =>
  sql`(${bookings.appointmentEndTime} >= ${now} or ${bookings.appointmentEndTime} is null)`;

/** The rows of one list of the appointments page (the statuses are the domain's). */
function inList(list: AppointmentList, now: Date): SQL | undefined {
  const statuses = APPOINTMENT_LIST_STATUSES[list];
  if (list === "upcoming") return and(eq(bookings.status, "confirmed"), ahead(now));
  if (list === "past")
    return or(
      inArray(
        bookings.status,
        statuses.filter((s) => s !== "confirmed"),
      ),
      and(eq(bookings.status, "confirmed"), lt(bookings.appointmentEndTime, now)),
    );
  return inArray(bookings.status, [...statuses]);
}

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
      summary:
        "The user's bookings, a page at a time: one list of the appointments page, and/or one status; confirmed ones are upcoming appointments, soonest first",
      ...secured,
      request: { query: BookingListQuery },
      responses: {
        200: jsonContent(
          z
            .object({
              data: z.array(BookingSummarySchema),
              meta: z
                .object({
                  page: z.number().int(),
                  perPage: z.number().int(),
                  total: z.number().int(),
                  totalPages: z.number().int(),
                })
                .openapi("BookingListMeta"),
            })
            .openapi("BookingList"),
          "Bookings",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const { status, per_page, list, page } = c.req.valid("query");
      const { user } = currentAuth(c);
      const { db, publicUrl } = c.var.deps;
      const other = alias(users, "other");
      const otherIsProvider = user.role === "client";
      const now = c.var.deps.clock();
      const where = and(
        mine(user.id),
        list ? inList(list, now) : undefined,
        status ? eq(bookings.status, status) : undefined,
        // Upcoming means not yet over: confirmed sessions that end after now.
        status === "confirmed" && !list ? gte(bookings.appointmentEndTime, now) : undefined,
      );
      // What is ahead reads from the soonest; what is behind from the latest.
      const order =
        list && !SOONEST_FIRST.includes(list)
          ? [sql`${bookings.appointmentTime} desc nulls last`, desc(bookings.id)]
          : [sql`${bookings.appointmentTime} asc nulls last`, asc(bookings.id)];
      const [total] = await db
        .select({ n: count() })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
        .where(where);
      const rows = await db
        .select({
          identifier: bookings.id,
          seriesIdentifier: bookings.seriesId,
          totalSessions: bookingSeries.totalSessions,
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
        .where(where)
        .orderBy(...order)
        .limit(per_page)
        .offset((page - 1) * per_page);
      const n = total?.n ?? 0;
      const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
      return c.json(
        {
          data: rows.map((r) => ({
            identifier: r.identifier,
            seriesIdentifier: r.seriesIdentifier,
            totalSessions: r.totalSessions,
            status: r.status,
            appointmentTime: iso(r.appointmentTime),
            appointmentEndTime: iso(r.appointmentEndTime),
            therapy: { name: r.therapy },
            modality: { name: r.modality },
            with: {
              identifier: r.other.id,
              role: r.other.role === "provider" ? ("provider" as const) : ("client" as const),
              firstName: r.other.deletedAt ? null : r.other.firstName,
              lastName: r.other.deletedAt ? null : r.other.lastName,
              title: r.title,
              hideProfileTitle: r.hideProfileTitle ?? false,
              photoUrl: r.other.deletedAt ? null : fileUrl(publicUrl, r.other.photoUrl),
            },
          })),
          meta: { page, perPage: per_page, total: n, totalPages: Math.ceil(n / per_page) },
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
              pending: z.number().int().openapi({ description: "Requests awaiting the provider's answer" }),
              awaitingPayment: z
                .number()
                .int()
                .openapi({ description: "Accepted requests and holds not paid yet" }),
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
      const now = c.var.deps.clock();
      const rows = await c.var.deps.db
        .select({
          status: bookings.status,
          // The appointments page's 'upcoming' list: not yet over, or not scheduled yet.
          upcoming: sql<number>`count(*) filter (where ${ahead(now)})`.mapWith(Number),
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
          // An accepted request waits for the client's payment, not for the provider: counted apart.
          pending: of("pending_approval")?.n ?? 0,
          awaitingPayment: of("awaiting_payment")?.n ?? 0,
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
