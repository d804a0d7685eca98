import { TZDate } from "@date-fns/tz";
import { createRoute, z } from "@hono/zod-openapi";
import {
  cadenceStarts,
  MAX_SERIES_SESSIONS,
  MAX_TIMESLOT_RANGE_DAYS,
  MIN_SERIES_SESSIONS,
} from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { addDays } from "date-fns";
import { and, asc, eq, gt, gte, inArray, lt } from "drizzle-orm";
import { requireUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { providerProfiles, timeslots } from "../db/index.ts";
import {
  authErrors,
  badRequest,
  createRouter,
  dayParam,
  errorContent,
  errorResponses,
  IdParam,
  jsonContent,
  notFound,
  signedIn,
} from "../http/index.ts";

const TimeslotSchema = z
  .object({ identifier: z.string(), startTime: z.string(), endTime: z.string() })
  .openapi("Timeslot");

const CadenceSlotSchema = z
  .object({
    startTime: z.string(),
    endTime: z.string(),
    /**
     * Null when that week's time is taken or closed: a conflict to pick by hand. Inline, not a
     * reference: a nullable reference became `allOf: [Timeslot, object|null]`, which refuses null, so
     * the document said no week is ever taken (the contract test caught it when one was).
     */
    timeslot: z.object(TimeslotSchema.shape).nullable(),
  })
  .openapi("CadenceSlot");

const DAY_MS = 86_400_000;
const asSlot = (s: { id: string; startTime: Date; endTime: Date }) => ({
  identifier: s.id,
  startTime: s.startTime.toISOString(),
  endTime: s.endTime.toISOString(),
});

/** A visible provider's id, or 404 'Provider not found'. */
async function visibleProvider(db: Db, id: string) {
  const [profile] = await db
    .select({ id: providerProfiles.userId, timezone: providerProfiles.timezone })
    .from(providerProfiles)
    .where(and(eq(providerProfiles.userId, id), eq(providerProfiles.visibility, "visible")));
  if (!profile) throw notFound(GENERIC_MESSAGES.providerNotFound);
  return profile;
}

/** A provider's open times: the booking screen's day list and a course's cadence. */
export function timeslotRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/providers/{id}/timeslots",
      tags: ["bookings"],
      summary: `A provider's open, future times between two days (at most ${MAX_TIMESLOT_RANGE_DAYS} days), earliest first`,
      request: {
        params: z.object({ id: IdParam }),
        query: z.object({
          from: dayParam("from", "First day (UTC), inclusive", "2026-12-01"),
          to: dayParam("to", "Last day (UTC), inclusive", "2026-12-07"),
        }),
      },
      responses: {
        200: jsonContent(z.object({ data: z.array(TimeslotSchema) }), "Open times"),
        404: errorContent("No such visible provider"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id } = c.req.valid("param");
      const { from, to } = c.req.valid("query");
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
      if (end <= start) throw badRequest("The end of the period must be after its start");
      if (end.getTime() - start.getTime() > MAX_TIMESLOT_RANGE_DAYS * DAY_MS) {
        throw badRequest(`Ask for at most ${MAX_TIMESLOT_RANGE_DAYS} days at a time`);
      }
      await visibleProvider(db, id);
      const now = clock();
      const rows = await db
        .select()
        .from(timeslots)
        .where(
          and(
            eq(timeslots.providerId, id),
            eq(timeslots.status, "open"),
            gte(timeslots.startTime, start),
            lt(timeslots.startTime, end),
            gt(timeslots.startTime, now),
          ),
        )
        .orderBy(asc(timeslots.startTime));
      return c.json({ data: rows.map(asSlot) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/providers/{id}/cadence",
      tags: ["bookings"],
      summary: "A course at the same local time every week or every other week, from a first open time",
      security: signedIn.security,
      middleware: requireUser,
      request: {
        params: z.object({ id: IdParam }),
        query: z.object({
          start: IdParam.openapi({ description: "The first session's timeslot" }),
          every: z.enum(["1", "2"], { message: "Choose weekly or every other week" }),
          count: z
            .string()
            .regex(/^\d+$/, "Enter the number of sessions as a whole number")
            .transform(Number)
            .refine(
              (n) => n >= MIN_SERIES_SESSIONS && n <= MAX_SERIES_SESSIONS,
              `Choose from ${MIN_SERIES_SESSIONS} to ${MAX_SERIES_SESSIONS} sessions`,
            )
            .openapi({ type: "integer" }),
        }),
      },
      responses: {
        200: jsonContent(
          z.object({ data: z.array(CadenceSlotSchema) }),
          "The course's times, each open or not",
        ),
        404: errorContent("No such provider or first time"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { id } = c.req.valid("param");
      const { start, every, count } = c.req.valid("query");
      const provider = await visibleProvider(db, id);
      const [first] = await db
        .select()
        .from(timeslots)
        .where(and(eq(timeslots.id, start), eq(timeslots.providerId, id)));
      if (!first) throw notFound("That first time does not exist");
      const length = first.endTime.getTime() - first.startTime.getTime();
      // The same wall-clock time in the provider's timezone, across daylight-saving changes.
      const starts = cadenceStarts(first.startTime, every === "1" ? 1 : 2, count, (date, days) =>
        addDays(new TZDate(date, provider.timezone), days),
      ).map((d) => new Date(d.getTime()));
      const now = clock();
      const open = await db
        .select()
        .from(timeslots)
        .where(
          and(
            eq(timeslots.providerId, id),
            eq(timeslots.status, "open"),
            inArray(timeslots.startTime, starts),
          ),
        );
      const byStart = new Map(open.map((s) => [s.startTime.getTime(), s]));
      return c.json(
        {
          data: starts.map((startTime) => {
            const slot = byStart.get(startTime.getTime());
            return {
              startTime: startTime.toISOString(),
              endTime: new Date(startTime.getTime() + length).toISOString(),
              timeslot: slot && slot.startTime > now ? asSlot(slot) : null,
            };
          }),
        },
        200,
      );
    },
  );

  return router;
}
