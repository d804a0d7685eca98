import { TZDate } from "@date-fns/tz";
import { createRoute, z } from "@hono/zod-openapi";
import {
  LEDGER_TRANSACTION_KINDS,
  PAYMENT_MESSAGES,
  STATEMENT_PAGE_SIZE,
  splitFee,
} from "@marketplace/domain/ledger";
import { userCurrency } from "@marketplace/domain/money";
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { currentAuth, requireRole } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import {
  bookingFees,
  bookingSeries,
  bookings,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  providerProfiles,
  users,
} from "../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  dayParam,
  errorContent,
  IdParam,
  jsonContent,
  notFound,
  PageMetaSchema,
  signedIn,
} from "../http/index.ts";
import { balanceOf } from "../ledger/index.ts";
import { fullName } from "../users/index.ts";
import { PageQuery } from "./payment-schemas.ts";

const provider = { ...signedIn, middleware: requireRole("provider") };

/** The provider's money facts: their currency and timezone (their fees', else their country's). */
export async function providerMoney(db: Db, providerId: string) {
  const [row] = await db
    .select({
      timezone: providerProfiles.timezone,
      countryCode: providerProfiles.countryCode,
      currency: bookingFees.currencyCode,
    })
    .from(providerProfiles)
    .leftJoin(bookingFees, eq(bookingFees.providerId, providerProfiles.userId))
    .where(eq(providerProfiles.userId, providerId));
  if (!row) throw notFound("Provider profile not found");
  return { timezone: row.timezone, currency: row.currency ?? userCurrency(row.countryCode) };
}

const earningsAccount = (providerId: string, currency: string) => ({
  kind: "provider_earnings" as const,
  userId: providerId,
  currency,
});

const DateParam = (name: string) =>
  dayParam(name, "A day in the provider's timezone; inclusive", "2026-01-31").optional();

const TransactionsQuery = PageQuery.extend({
  startDate: DateParam("startDate"),
  endDate: DateParam("endDate"),
}).refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
  message: PAYMENT_MESSAGES.dateOrder,
  path: ["startDate"],
});

/** Midnight starting a YYYY-MM-DD day in a timezone, as an instant. */
function dayStart(day: string, timezone: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + plusDays, timezone).getTime());
}

const ProviderTransactionSchema = z
  .object({
    /** The ledger transaction. */
    identifier: z.string(),
    kind: z.enum(LEDGER_TRANSACTION_KINDS),
    description: z.string(),
    /** What the provider earned (signed minor units): the session fee or late fee less commission. */
    amount: z.number().int(),
    currency: z.string(),
    createdAt: z.string(),
    booking: z
      .object({
        identifier: z.string(),
        seriesIdentifier: z.string(),
        appointmentTime: z.string().nullable(),
        clientName: z.string(),
      })
      .nullable(),
  })
  .openapi("ProviderTransaction");

const ProviderTransactionDetailSchema = ProviderTransactionSchema.extend({
  /** The fee the earning came from, and the platform's commission on it (gross = amount + commission). */
  gross: z.number().int(),
  commission: z.number().int(),
}).openapi("ProviderTransactionDetail");

/** The provider's earnings entries, with the session each came from. */
function earningsEntries(db: Db, providerId: string, where?: SQL) {
  return db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      amount: ledgerEntries.amount,
      currency: ledgerAccounts.currencyCode,
      createdAt: ledgerEntries.createdAt,
      bookingId: bookings.id,
      seriesId: bookings.seriesId,
      appointmentTime: bookings.appointmentTime,
      client: users,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
    .leftJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .leftJoin(users, eq(users.id, bookingSeries.clientId))
    .where(and(eq(ledgerAccounts.userId, providerId), eq(ledgerAccounts.kind, "provider_earnings"), where));
}

type EntryRow = Awaited<ReturnType<typeof earningsEntries>>[number];
const toTransaction = (r: EntryRow) => ({
  identifier: r.transactionId,
  kind: r.kind,
  description: r.description,
  amount: r.amount,
  currency: r.currency,
  createdAt: new Date(r.createdAt).toISOString(),
  booking:
    r.bookingId && r.seriesId
      ? {
          identifier: r.bookingId,
          seriesIdentifier: r.seriesId,
          appointmentTime: r.appointmentTime ? new Date(r.appointmentTime).toISOString() : null,
          clientName: r.client ? fullName(r.client) : "",
        }
      : null,
});

/** A provider's earnings: what they can be paid, what is still in escrow, by month, and each entry. */
export function earningsRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payment/wallet/earnings",
      tags: ["earnings"],
      summary:
        "The provider's earnings balance (available) and, still in escrow, their share of confirmed sessions not yet held (pending)",
      ...provider,
      responses: {
        200: jsonContent(
          z
            .object({ available: z.number().int(), pending: z.number().int(), currency: z.string() })
            .openapi("EarningsWallet"),
          "Earnings balance",
        ),
        404: errorContent("No provider profile"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const db = c.var.deps.db;
      const { currency } = await providerMoney(db, user.id);
      const [available, held] = await Promise.all([
        balanceOf(db, earningsAccount(user.id, currency)),
        db
          .select({ fee: bookingSeries.bookingFee })
          .from(bookings)
          .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
          .innerJoin(
            ledgerTransactions,
            eq(ledgerTransactions.dedupeKey, sql`'booking_payment:' || ${bookingSeries.id}`),
          )
          .where(
            and(
              eq(bookingSeries.providerId, user.id),
              eq(bookingSeries.currencyCode, currency),
              eq(bookings.status, "confirmed"),
            ),
          ),
      ]);
      const pending = held.reduce((sum, s) => sum + splitFee(s.fee).provider, 0);
      return c.json({ available, pending, currency }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payment/earnings",
      tags: ["earnings"],
      summary:
        "What the provider has earned: in all, and for each of the last 12 months (their timezone), oldest first",
      ...provider,
      responses: {
        200: jsonContent(
          z
            .object({
              total: z.number().int(),
              byMonth: z.array(
                z.object({ month: z.string().openapi({ example: "2026-01" }), amount: z.number().int() }),
              ),
              currency: z.string(),
            })
            .openapi("Earnings"),
          "Earnings",
        ),
        404: errorContent("No provider profile"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const { currency, timezone } = await providerMoney(db, user.id);
      const month = sql<string>`to_char(${ledgerEntries.createdAt} at time zone ${timezone}, 'YYYY-MM')`;
      const rows = await db
        .select({ month, amount: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number) })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerAccounts.userId, user.id),
            eq(ledgerAccounts.kind, "provider_earnings"),
            eq(ledgerAccounts.currencyCode, currency),
            // What was earned: a payout that failed and came back is not earned again (issue 31).
            inArray(ledgerTransactions.kind, ["earning", "late_fee"]),
            sql`${ledgerEntries.amount} > 0`,
          ),
        )
        // By position: the timezone is a parameter, so the expression would not match itself.
        .groupBy(sql`1`);
      const earned = new Map(rows.map((r) => [r.month, r.amount]));
      const now = new TZDate(clock().getTime(), timezone);
      const byMonth = Array.from({ length: 12 }, (_, i) => {
        const d = new TZDate(now.getFullYear(), now.getMonth() - 11 + i, 1, timezone);
        const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
        return { month: key, amount: earned.get(key) ?? 0 };
      });
      const total = rows.reduce((sum, r) => sum + r.amount, 0);
      return c.json({ total, byMonth, currency }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/transactions",
      tags: ["earnings"],
      summary: `The provider's earnings entries, newest first, ${STATEMENT_PAGE_SIZE} a page; dates (their timezone) inclusive`,
      ...provider,
      request: { query: TransactionsQuery },
      responses: {
        200: jsonContent(
          z
            .object({ data: z.array(ProviderTransactionSchema), meta: PageMetaSchema })
            .openapi("ProviderTransactions"),
          "A page of earnings entries",
        ),
        404: errorContent("No provider profile"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { page, startDate, endDate } = c.req.valid("query");
      const db = c.var.deps.db;
      const { timezone } = await providerMoney(db, user.id);
      const within = and(
        startDate ? gte(ledgerEntries.createdAt, dayStart(startDate, timezone)) : undefined,
        endDate ? lt(ledgerEntries.createdAt, dayStart(endDate, timezone, 1)) : undefined,
      );
      const pageSize = STATEMENT_PAGE_SIZE;
      const [rows, [counted]] = await Promise.all([
        earningsEntries(db, user.id, within)
          .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(
            and(eq(ledgerAccounts.userId, user.id), eq(ledgerAccounts.kind, "provider_earnings"), within),
          ),
      ]);
      const total = counted?.n ?? 0;
      return c.json(
        {
          data: rows.map(toTransaction),
          meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/transactions/{id}",
      tags: ["earnings"],
      summary: "One of the provider's earnings entries, with the fee it came from and the commission",
      ...provider,
      request: { params: z.object({ id: IdParam }) },
      responses: {
        200: jsonContent(ProviderTransactionDetailSchema, "The transaction"),
        404: errorContent("No such transaction of this provider"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { id } = c.req.valid("param");
      const db = c.var.deps.db;
      const [row] = await earningsEntries(db, user.id, eq(ledgerTransactions.id, id));
      if (!row) throw new ApiError(404, PAYMENT_MESSAGES.transactionNotFound);
      const platform = await db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(eq(ledgerEntries.transactionId, id), inArray(ledgerAccounts.kind, ["platform_revenue"])));
      const commission = platform.reduce((sum, e) => sum + e.amount, 0);
      return c.json({ ...toTransaction(row), gross: row.amount + commission, commission }, 200);
    },
  );

  return router;
}
