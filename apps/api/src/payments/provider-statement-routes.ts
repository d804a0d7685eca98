import { createRoute, z } from "@hono/zod-openapi";
import {
  type CurrencyStatement,
  LEDGER_TRANSACTION_KINDS,
  parseStatementMonth,
  STATEMENT_MESSAGES,
  STATEMENT_WORDS,
} from "@marketplace/domain/ledger";
import { eq } from "drizzle-orm";
import { currentAuth, requireRole } from "../auth/index.ts";
import { users } from "../db/index.ts";
import { ApiError, authErrors, createRouter, errorContent, jsonContent, signedIn } from "../http/index.ts";
import { fullName } from "../users/index.ts";
import { providerMoney } from "./earnings-routes.ts";
import {
  monthBounds,
  monthOf,
  payoutLines,
  providerStatement,
  providerStatementMonths,
} from "./provider-statement.ts";
import { statementCsv, statementPdf } from "./statement-documents.ts";

const provider = { ...signedIn, middleware: requireRole("provider") };

/** `{month}`: a calendar month, YYYY-MM (2000–2999); anything else is a 400 saying so. */
const MonthParams = z.object({
  month: z
    .string()
    .refine((v) => parseStatementMonth(v) !== null, STATEMENT_MESSAGES.month)
    .openapi({
      param: { name: "month", in: "path" },
      pattern: "^\\d{4}-(0[1-9]|1[0-2])$",
      example: "2026-01",
      description: "The month, in the provider's timezone",
    }),
});

const StatementLineSchema = z.object({
  /** The ledger transaction. */
  identifier: z.string(),
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  description: z.string(),
  createdAt: z.string(),
  bookingIdentifier: z.string().nullable(),
  sessionTime: z.string().nullable(),
  gross: z.number().int(),
  commission: z.number().int(),
  refund: z.number().int(),
  payout: z.number().int(),
  /** What it did to the balance (signed minor units). */
  net: z.number().int(),
});

const CurrencyStatementSchema = z
  .object({
    currency: z.string(),
    opening: z.number().int(),
    sessions: z.number().int(),
    gross: z.number().int(),
    commission: z.number().int(),
    refunds: z.number().int(),
    payouts: z.number().int(),
    closing: z.number().int(),
    lines: z.array(StatementLineSchema),
    /** The month's payout movements: requested (on its way), paid, returned. */
    payoutHistory: z.array(
      z.object({
        identifier: z.string(),
        kind: z.enum(LEDGER_TRANSACTION_KINDS),
        status: z.string(),
        createdAt: z.string(),
        amount: z.number().int(),
      }),
    ),
  })
  .openapi("CurrencyStatement");

const ProviderStatementSchema = z
  .object({
    month: z.string().openapi({ example: "2026-01" }),
    timezone: z.string(),
    /** The month's first instant and the next month's, in the provider's timezone. */
    from: z.string(),
    to: z.string(),
    currencies: z.array(CurrencyStatementSchema),
  })
  .openapi("ProviderStatement");

const statementErrors = {
  404: errorContent("No provider profile, or a month that has not started"),
  ...authErrors,
} as const;

/**
 * A provider's monthly statements (issue 31): the months they have, each month's figures per currency
 * from the ledger, and the same as CSV and PDF. Only the provider reads their own.
 */
export function providerStatementRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payment/statements",
      tags: ["earnings"],
      summary:
        "The months the provider has a statement for, newest first: from their first earning to this month (their timezone)",
      ...provider,
      responses: {
        200: jsonContent(
          z
            .object({ months: z.array(z.string().openapi({ example: "2026-01" })), timezone: z.string() })
            .openapi("StatementMonths"),
          "Statement months",
        ),
        404: errorContent("No provider profile"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const { timezone } = await providerMoney(db, user.id);
      const months = await providerStatementMonths(db, user.id, timezone, clock());
      return c.json({ months, timezone }, 200);
    },
  );

  /** The month's statement, or 404 for a month that has not started. */
  async function load(c: Parameters<Parameters<typeof router.openapi>[1]>[0], month: string) {
    const { user } = currentAuth(c);
    const { db, clock } = c.var.deps;
    const { timezone } = await providerMoney(db, user.id);
    const parsed = parseStatementMonth(month);
    if (!parsed) throw new ApiError(400, STATEMENT_MESSAGES.month);
    const now = monthOf(clock(), timezone);
    if (parsed.year * 12 + parsed.month > now.year * 12 + now.month)
      throw new ApiError(404, STATEMENT_MESSAGES.future);
    const { from, to } = monthBounds(parsed.year, parsed.month, timezone);
    const [statement, [person]] = await Promise.all([
      providerStatement(db, user.id, from, to),
      db.select().from(users).where(eq(users.id, user.id)),
    ]);
    return {
      month,
      timezone,
      providerName: person ? fullName(person) : "",
      ...statement,
    };
  }

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payment/statements/{month}",
      tags: ["earnings"],
      summary:
        "The provider's statement of a month (their timezone), per currency: opening balance, sessions, gross, commission, refunds, payouts, closing balance, each transaction and the payouts",
      ...provider,
      request: { params: MonthParams },
      responses: {
        200: jsonContent(ProviderStatementSchema, "The month's statement"),
        ...statementErrors,
      },
    }),
    async (c) => {
      const s = await load(c, c.req.valid("param").month);
      const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
      const currency = (cs: CurrencyStatement) => ({
        currency: cs.currency,
        opening: cs.opening,
        sessions: cs.sessions,
        gross: cs.gross,
        commission: cs.commission,
        refunds: cs.refunds,
        payouts: cs.payouts,
        closing: cs.closing,
        lines: cs.lines.map((l) => ({
          identifier: l.transactionId,
          kind: l.kind,
          description: l.description,
          createdAt: l.at.toISOString(),
          bookingIdentifier: l.bookingId,
          sessionTime: l.bookingId ? iso(s.sessionTimes.get(l.bookingId)) : null,
          gross: l.gross,
          commission: l.commission,
          refund: l.refund,
          payout: l.payout,
          net: l.net,
        })),
        payoutHistory: payoutLines(cs).map((l) => ({
          identifier: l.transactionId,
          kind: l.kind,
          status: STATEMENT_WORDS.payoutStatus[l.kind] ?? STATEMENT_WORDS.kind[l.kind],
          createdAt: l.at.toISOString(),
          amount: Math.abs(l.inFlight || l.payout),
        })),
      });
      return c.json(
        {
          month: s.month,
          timezone: s.timezone,
          from: s.from.toISOString(),
          to: s.to.toISOString(),
          currencies: s.currencies.map(currency),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payment/statements/{month}/statement.csv",
      tags: ["earnings"],
      summary: "The provider's statement of a month as CSV",
      ...provider,
      request: { params: MonthParams },
      responses: {
        200: { description: "The statement as CSV", content: { "text/csv": { schema: z.string() } } },
        ...statementErrors,
      },
    }),
    async (c) => {
      const s = await load(c, c.req.valid("param").month);
      return c.body(statementCsv(s), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${STATEMENT_WORDS.filename}-${s.month}.csv"`,
        "Cache-Control": "no-store",
      });
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payment/statements/{month}/statement.pdf",
      tags: ["earnings"],
      summary: "The provider's statement of a month as PDF",
      ...provider,
      request: { params: MonthParams },
      responses: {
        200: {
          description: "The statement as PDF",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...statementErrors,
      },
    }),
    async (c) => {
      const s = await load(c, c.req.valid("param").month);
      const pdf = await statementPdf(s);
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${STATEMENT_WORDS.filename}-${s.month}.pdf"`,
        "Cache-Control": "no-store",
      });
    },
  );

  return router;
}
