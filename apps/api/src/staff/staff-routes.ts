import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { authErrors, createRouter, errorResponses, jsonContent } from "../http/index.ts";
import { requireStaff } from "./staff-guard.ts";
import { STAFF_QUEUES } from "./staff-queues.ts";
import { staffSupportRoutes } from "./staff-support-routes.ts";

const staffRoute = { middleware: [requireStaff], tags: ["staff"], security: [{ bearer: [] }] };

/** How many days of bookings the overview's chart shows, today included. */
export const OVERVIEW_DAYS = 14;

const OverviewSchema = z
  .object({
    queues: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
    bookingsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
    paymentsPerCurrency: z.array(
      z.object({ currencyCode: z.string(), amount: z.number().int(), count: z.number().int() }),
    ),
    activeProviders: z.number().int(),
  })
  .openapi("StaffOverview");

type Rows<T> = { rows: T[] };

export function staffRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      ...staffRoute,
      method: "get",
      path: "/v1/staff/overview",
      summary: "The console's overview: queues, bookings per day, payments per currency, active providers",
      responses: { 200: jsonContent(OverviewSchema, "The overview"), ...authErrors, ...errorResponses },
    }),
    async (c) => {
      const db = c.var.deps.db;
      const queues = await Promise.all(
        STAFF_QUEUES.map(async (q) => ({ key: q.key, label: q.label, count: await q.count(db) })),
      );
      const perDay = (await db.execute(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, count(b.id)::int as count
        from generate_series(current_date - ${OVERVIEW_DAYS - 1}::int, current_date, interval '1 day') as d(day)
        left join bookings b on b.created_at >= d.day and b.created_at < d.day + interval '1 day'
        group by d.day order by d.day`)) as unknown as Rows<{ day: string; count: number }>;
      const perCurrency = (await db.execute(sql`
        select currency_code as "currencyCode", sum(amount + wallet_amount)::bigint as amount, count(*)::int as count
        from payments where status = 'success' group by currency_code order by currency_code`)) as unknown as Rows<{
        currencyCode: string;
        amount: string | number;
        count: number;
      }>;
      const active = (await db.execute(sql`
        select count(*)::int as count from provider_profiles p join users u on u.id = p.user_id
        where p.published_at is not null and p.visibility = 'visible'
          and u.deleted_at is null and u.suspended_at is null`)) as unknown as Rows<{ count: number }>;
      return c.json(
        {
          queues,
          bookingsPerDay: perDay.rows.map((r) => ({ day: r.day, count: Number(r.count) })),
          paymentsPerCurrency: perCurrency.rows.map((r) => ({
            currencyCode: r.currencyCode,
            amount: Number(r.amount),
            count: Number(r.count),
          })),
          activeProviders: Number(active.rows[0]?.count ?? 0),
        },
        200,
      );
    },
  );

  router.route("/", staffSupportRoutes());
  return router;
}
