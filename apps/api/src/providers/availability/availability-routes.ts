import { createRoute, z } from "@hono/zod-openapi";
import {
  AVAILABILITY_MESSAGES,
  availabilityRulesSchema,
  AVAILABILITY_LIMITS as L,
  providerSettingsSchema,
  WEEKDAYS,
} from "@marketplace/domain/availability";
import { currentAuth, requireRole } from "../../auth/index.ts";
import { authErrors, createRouter, jsonBody, jsonContent, notFoundResponse } from "../../http/index.ts";
import {
  loadAvailability,
  type StoredAvailability,
  saveAvailability,
  saveSettings,
} from "./availability-store.ts";

const TimeRange = z
  .object({
    start: z.string().openapi({ example: "09:00", description: "HH:mm, 00:00–23:59" }),
    end: z.string().openapi({ example: "12:30", description: "HH:mm, after start; 24:00 is midnight" }),
  })
  .openapi("TimeRange");

const WeeklyHours = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(TimeRange)])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodArray<typeof TimeRange>
    >,
  )
  .openapi("WeeklyHours", {
    description: `Per weekday, up to ${L.rangesPerDay} non-overlapping wall-clock ranges in the provider's timezone`,
  });

const AvailabilityRules = z
  .object({
    weeklyHours: WeeklyHours,
    sessionMinutes: z
      .number()
      .int()
      .openapi({ minimum: L.sessionMinutes.min, maximum: L.sessionMinutes.max }),
    bufferMinutes: z.number().int().openapi({ minimum: L.bufferMinutes.min, maximum: L.bufferMinutes.max }),
    noticeHours: z.number().int().openapi({ minimum: L.noticeHours.min, maximum: L.noticeHours.max }),
    horizonDays: z.number().int().openapi({ minimum: L.horizonDays.min, maximum: L.horizonDays.max }),
    daysOff: z.array(z.string().openapi({ format: "date", example: "2026-12-25" })),
  })
  .openapi("AvailabilityRules");

const ProviderSettings = z
  .object({
    timezone: z.string().openapi({ example: "Africa/Lagos", description: "IANA timezone name" }),
    sessionMinutes: z.number().int(),
    bufferMinutes: z.number().int(),
    noticeHours: z.number().int(),
    approvalRequired: z.boolean().openapi({
      description:
        "Bookings wait for the provider's approval (this switch's one home; in-person sessions and the office address are the profile's)",
    }),
  })
  .openapi("ProviderSettings");

const Availability = z
  .object({
    timezone: z.string(),
    rules: AvailabilityRules,
    materialisedUntil: z.string().nullable().openapi({
      description: "Open slots are written up to this instant; null before rules are first saved",
    }),
  })
  .openapi("Availability");

const toAvailability = (stored: StoredAvailability) => ({
  timezone: stored.timezone,
  rules: stored.rules,
  materialisedUntil: stored.materialisedUntil ? new Date(stored.materialisedUntil).toISOString() : null,
});

/**
 * The provider's availability rules and settings (issue 12). Every change rewrites their open slots
 * in the same transaction (availability-store.ts); docs/decisions/017-availability.md says why.
 */
export function availabilityRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      middleware: [requireRole("provider")] as const,
      tags: ["provider"],
      security: [{ bearer: [] }],
      method: "get",
      path: "/v1/provider/availability",
      summary: "The provider's weekly hours, session length, buffer, notice, horizon and days off",
      responses: {
        200: jsonContent(z.object({ data: Availability }), "Availability"),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) =>
      c.json({ data: toAvailability(await loadAvailability(c.var.deps.db, currentAuth(c).user.id)) }, 200),
  );

  router.openapi(
    createRoute({
      middleware: [requireRole("provider")] as const,
      tags: ["provider"],
      security: [{ bearer: [] }],
      method: "put",
      path: "/v1/provider/availability",
      summary: "Replace the availability rules; the open slots are derived again at once",
      description:
        "All times are wall-clock times in the provider's timezone. Open slots are rewritten up to now + horizonDays; held and booked slots are never changed, and no new slot comes within the buffer of one.",
      request: jsonBody(availabilityRulesSchema),
      responses: {
        200: jsonContent(z.object({ message: z.string(), data: Availability }), AVAILABILITY_MESSAGES.saved),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const stored = await saveAvailability(c.var.deps.db, currentAuth(c).user.id, c.req.valid("json"));
      return c.json({ message: AVAILABILITY_MESSAGES.saved, data: toAvailability(stored) }, 200);
    },
  );

  router.openapi(
    createRoute({
      middleware: [requireRole("provider")] as const,
      tags: ["provider"],
      security: [{ bearer: [] }],
      method: "get",
      path: "/v1/provider/settings",
      summary: "The provider's booking settings",
      responses: {
        200: jsonContent(z.object({ data: ProviderSettings }), "Settings"),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) =>
      c.json({ data: (await loadAvailability(c.var.deps.db, currentAuth(c).user.id)).settings }, 200),
  );

  router.openapi(
    createRoute({
      middleware: [requireRole("provider")] as const,
      tags: ["provider"],
      security: [{ bearer: [] }],
      method: "put",
      path: "/v1/provider/settings",
      summary: "Replace the booking settings",
      description:
        "Timezone, session length, buffer, booking notice, approval required, offline sessions and office address (required while offline sessions are offered; blank means none). A change of timezone, session length, buffer or notice derives the open slots again.",
      request: jsonBody(providerSettingsSchema),
      responses: {
        200: jsonContent(
          z.object({ message: z.string(), data: ProviderSettings }),
          AVAILABILITY_MESSAGES.settingsSaved,
        ),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const stored = await saveSettings(c.var.deps.db, currentAuth(c).user.id, c.req.valid("json"));
      return c.json({ message: AVAILABILITY_MESSAGES.settingsSaved, data: stored.settings }, 200);
    },
  );

  return router;
}
