import { createRoute, z } from "@hono/zod-openapi";
import {
  LEDGER_ACCOUNT_KINDS,
  LEDGER_TRANSACTION_KINDS,
  PAYMENT_MESSAGES,
  STATEMENT_PAGE_SIZE,
} from "@marketplace/domain/ledger";
import { and, asc, eq, inArray } from "drizzle-orm";
import { currentAuth, requireUser } from "../auth/index.ts";
import {
  bookingSeries,
  bookings,
  ledgerTransactions,
  payments,
  seriesProvider,
  therapies,
  withSeriesProvider,
} from "../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  jsonContent,
  PageMetaSchema,
  signedIn,
} from "../http/index.ts";
import { balanceOf, ledgerStatement, ledgerStatementCount } from "../ledger/index.ts";
import { fullName } from "../users/index.ts";
import { ownPayment } from "./payment-routes.ts";
import { PageQuery, PaymentPurpose, ReferenceParam } from "./payment-schemas.ts";
import { paymentTotal } from "./settle.ts";

export const StatementLineSchema = z
  .object({
    /** The ledger transaction that moved the money. */
    identifier: z.string(),
    kind: z.enum(LEDGER_TRANSACTION_KINDS),
    description: z.string(),
    /**
     * Which of the person's accounts: their wallet, or a provider's earnings; 'gateway_clearing' is the
     * part of a session payment paid by card (or bank), which never touched the wallet.
     */
    account: z.enum(LEDGER_ACCOUNT_KINDS),
    /** Signed minor units: positive in, negative out. */
    amount: z.number().int(),
    currency: z.string(),
    createdAt: z.string(),
    paymentReference: z.string().nullable(),
    seriesIdentifier: z.string().nullable(),
    bookingIdentifier: z.string().nullable(),
  })
  .openapi("StatementLine");

const ReceiptSchema = z
  .object({
    reference: z.string(),
    purpose: PaymentPurpose,
    /** What was paid for, as people read it. */
    description: z.string(),
    /** Where the money went: the wallet (a top-up, or a booking whose hold had ended) or the booking. */
    appliedTo: z.enum(["wallet", "booking"]),
    paidAt: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    walletAmount: z.number().int(),
    gatewayAmount: z.number().int(),
    /** 'sandbox', 'paystack', 'stripe', or 'wallet' when the wallet paid it all. */
    gateway: z.string(),
    /** Sent back to the card or account so far (POST /v1/payment/refund/{reference}). */
    refundedAmount: z.number().int(),
    /**
     * What the payer may send back to the card now: the gateway's part not yet sent back, at most
     * what their wallet holds; 0 when there is nothing (or the wallet paid it all).
     */
    refundable: z.number().int(),
    booking: z
      .object({
        seriesIdentifier: z.string(),
        /** The series' first session. */
        identifier: z.string().nullable(),
        status: z.string(),
        totalSessions: z.number().int(),
        therapy: z.string(),
        providerName: z.string(),
      })
      .nullable(),
  })
  .openapi("Receipt");

/** The signed-in person's statement and the receipts of their payments. */
export function statementRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/wallet/transactions",
      tags: ["wallet"],
      summary: `The person's statement from the ledger (wallet and earnings entries, and the card part of their session payments), newest first, ${STATEMENT_PAGE_SIZE} a page`,
      ...signedIn,
      middleware: requireUser,
      request: { query: PageQuery },
      responses: {
        200: jsonContent(
          z.object({ data: z.array(StatementLineSchema), meta: PageMetaSchema }).openapi("Statement"),
          "A page of the statement",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { page } = c.req.valid("query");
      const db = c.var.deps.db;
      const pageSize = STATEMENT_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        ledgerStatement(db, user.id)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ledgerStatementCount(db, user.id),
      ]);
      const paymentIds = [...new Set(rows.flatMap((r) => (r.paymentId ? [r.paymentId] : [])))];
      const references = new Map(
        paymentIds.length === 0
          ? []
          : (
              await db
                .select({ id: payments.id, reference: payments.reference })
                .from(payments)
                .where(inArray(payments.id, paymentIds))
            ).map((p) => [p.id, p.reference]),
      );
      return c.json(
        {
          data: rows.map((r) => ({
            identifier: r.transactionId,
            kind: r.kind,
            description: r.description,
            account: r.account,
            amount: r.amount,
            currency: r.currency,
            createdAt: new Date(r.createdAt).toISOString(),
            paymentReference: r.paymentId ? (references.get(r.paymentId) ?? null) : null,
            seriesIdentifier: r.seriesId,
            bookingIdentifier: r.bookingId,
          })),
          meta: { page, pageSize, total, totalPages: Math.ceil(total / pageSize) },
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payment/receipt/{reference}",
      tags: ["payments"],
      summary: "The receipt of a successful payment, for its payer: what, when, how much and from where",
      ...signedIn,
      middleware: requireUser,
      request: { params: z.object({ reference: ReferenceParam }) },
      responses: {
        200: jsonContent(ReceiptSchema, "The receipt"),
        404: errorContent("No such payment"),
        409: errorContent("The payment has not succeeded"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { reference } = c.req.valid("param");
      const db = c.var.deps.db;
      const payment = await ownPayment(db, reference, user);
      if (payment.status !== "success") throw new ApiError(409, PAYMENT_MESSAGES.receiptNotReady);
      const [posted] = await db
        .select({ kind: ledgerTransactions.kind })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.paymentId, payment.id),
            // A refund to the card is posted against the payment too; what it paid for is the first posting.
            inArray(ledgerTransactions.kind, ["top_up", "booking_payment"]),
          ),
        );
      const appliedTo: "wallet" | "booking" =
        payment.purpose === "booking" && posted?.kind !== "top_up" ? "booking" : "wallet";
      let booking = null;
      if (payment.seriesId) {
        const query = db
          .select({ series: bookingSeries, therapy: therapies.name, provider: seriesProvider })
          .from(bookingSeries)
          .innerJoin(therapies, eq(therapies.id, bookingSeries.therapyId))
          .$dynamic();
        const [row] = await withSeriesProvider(query).where(eq(bookingSeries.id, payment.seriesId));
        const [first] = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.seriesId, payment.seriesId))
          .orderBy(asc(bookings.appointmentTime), asc(bookings.id))
          .limit(1);
        if (row) {
          booking = {
            seriesIdentifier: row.series.id,
            identifier: first?.id ?? null,
            status: row.series.status,
            totalSessions: row.series.totalSessions,
            therapy: row.therapy,
            providerName: fullName(row.provider),
          };
        }
      }
      const description =
        payment.purpose === "wallet_top_up"
          ? "Wallet top-up"
          : appliedTo === "booking"
            ? "Session payment"
            : "Session payment credited to your wallet: the booking's hold had ended";
      return c.json(
        {
          reference: payment.reference,
          purpose: payment.purpose,
          description,
          appliedTo,
          paidAt: new Date(payment.paidAt ?? payment.updatedAt).toISOString(),
          amount: appliedTo === "booking" ? paymentTotal(payment) : payment.amount,
          currency: payment.currencyCode,
          walletAmount: appliedTo === "booking" ? payment.walletAmount : 0,
          gatewayAmount: payment.amount,
          gateway: payment.gateway,
          refundedAmount: payment.refundedAmount,
          refundable:
            payment.gateway === "wallet"
              ? 0
              : Math.min(
                  payment.amount - payment.refundedAmount,
                  await balanceOf(db, {
                    kind: "client_wallet",
                    userId: user.id,
                    currency: payment.currencyCode,
                  }),
                ),
          booking,
        },
        200,
      );
    },
  );

  return router;
}
