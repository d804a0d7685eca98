import { createRoute, z } from "@hono/zod-openapi";
import { userCurrency } from "@marketplace/domain/money";
import {
  canWithdraw,
  isPayoutCurrency,
  PAYOUT_ACCOUNT_HOLD_MS,
  PAYOUT_CLEARING_DAYS,
  PAYOUT_CURRENCIES,
  PAYOUT_MESSAGES,
  PAYOUT_MINIMUM,
  PAYOUT_SCHEDULES,
} from "@marketplace/domain/payouts";
import { and, eq } from "drizzle-orm";
import { ulid } from "ulid";
import { recordAccess } from "../../audit/index.ts";
import { currentAuth, requireRole, siteOrigin, verifyPassword } from "../../auth/index.ts";
import type { Db } from "../../db/index.ts";
import { bookingFees, payoutAccounts, providerProfiles } from "../../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  idempotent,
  jsonBody,
  jsonContent,
  signedIn,
} from "../../http/index.ts";
import { enqueueMail, payoutAccountChangedMail } from "../../mail/index.ts";
import { GatewayError } from "../gateways/gateway.ts";
import { GatewayRefusal } from "./payout-gateway.ts";
import {
  accountReady,
  balancesFor,
  type Payout,
  type PayoutAccount,
  payoutAccountOf,
  payoutGatewayOf,
  payoutHistory,
  providerCurrencies,
  withdraw,
} from "./payouts.ts";

const provider = { ...signedIn, middleware: requireRole("provider") };

const Currency = z.enum(PAYOUT_CURRENCIES as ["NGN", "USD", "GBP"]).openapi({ example: "NGN" });

const BalanceSchema = z
  .object({
    currency: Currency,
    /** Cleared and not withdrawn; negative after a refund of a session already paid out. */
    available: z.number().int(),
    pending: z.number().int(),
    onItsWay: z.number().int(),
    paidOut: z.number().int(),
    minimum: z.number().int(),
    canWithdraw: z.boolean(),
  })
  .openapi("PayoutBalance");

const PayoutAccountSchema = z
  .object({
    currency: Currency,
    gateway: z.string(),
    bankName: z.string().nullable(),
    accountLast4: z.string().nullable(),
    accountName: z.string().nullable(),
    schedule: z.enum(["manual", "weekly"]),
    /** Payouts wait until then after a change of account. */
    heldUntil: z.string().nullable(),
    /** Whether money can be sent to it now. */
    ready: z.boolean(),
    /**
     * Whether the gateway lets money go to it: Stripe's `payouts_enabled` (from `account.updated`); a
     * Paystack account is enabled once it has a transfer recipient.
     */
    payoutsEnabled: z.boolean(),
    /**
     * Stripe Connect: false while the provider has not finished Stripe's onboarding form (show "Finish
     * setting up"); true once it is submitted (Stripe may still be checking it: payoutsEnabled false).
     * Always true for a bank account.
     */
    onboardingComplete: z.boolean(),
  })
  .openapi("PayoutAccount");

const PayoutSchema = z
  .object({
    reference: z.string(),
    amount: z.number().int(),
    fee: z.number().int(),
    /** What arrives: amount less the fee. */
    arrives: z.number().int(),
    currency: z.string(),
    status: z.enum(["pending", "paid", "failed", "reversed"]),
    automatic: z.boolean(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi("Payout");

const PayoutsOverviewSchema = z
  .object({
    clearingDays: z.number().int(),
    balances: z.array(BalanceSchema),
    accounts: z.array(PayoutAccountSchema),
    history: z.array(PayoutSchema),
  })
  .openapi("PayoutsOverview");

const BankSchema = z.object({ code: z.string(), name: z.string() }).openapi("Bank");

const AccountNumber = z
  .string()
  .regex(/^\d{10}$/, "Enter the 10-digit account number (NUBAN)")
  .openapi({ example: "0123456789" });
const BankCode = z.string().min(1, "Choose your bank").max(20).openapi({ example: "058" });

const ResolveBody = z.object({ bankCode: BankCode, accountNumber: AccountNumber });
const ResolvedSchema = z
  .object({ accountName: z.string(), bankName: z.string() })
  .openapi("ResolvedBankAccount");
const BankAccountBody = ResolveBody.extend({
  password: z.string().min(1, "Enter your password"),
});
const ScheduleBody = z.object({
  currency: Currency,
  schedule: z.enum(PAYOUT_SCHEDULES as ["manual", "weekly"]),
});
const WithdrawBody = z.object({
  currency: Currency,
  amount: z
    .number({ message: "Enter the amount as a number" })
    .int(PAYOUT_MESSAGES.notWhole)
    .positive(PAYOUT_MESSAGES.notWhole)
    .optional()
    .openapi({ description: "Minor units; the whole available balance when left out" }),
});

const AccountLinkBody = z.object({
  currency: z.enum(["USD", "GBP"], { message: "Stripe pays out in USD or GBP" }).openapi({ example: "GBP" }),
  site: z.string().max(200).optional().openapi({
    description: "The site to come back to after Stripe's onboarding (its origin); the first site by default",
  }),
});
const AccountLinkSchema = z
  .object({
    /** Stripe's hosted onboarding page for the provider's connected account (single use, short-lived). */
    url: z.string().url(),
  })
  .openapi("StripeAccountLink");

const IdempotencyHeader = z.object({
  "idempotency-key": z.string().optional().openapi({
    description:
      "Required. A retry with the same key and body answers the first answer and moves no money; the same key with another body answers 422.",
  }),
});

const payoutView = (p: Payout) => ({
  reference: p.reference,
  amount: p.amount,
  fee: p.fee,
  arrives: p.amount - p.fee,
  currency: p.currencyCode as "NGN" | "USD" | "GBP",
  status: p.status as "pending" | "paid" | "failed" | "reversed",
  automatic: p.week !== null,
  createdAt: p.createdAt.toISOString(),
  paidAt: p.paidAt?.toISOString() ?? null,
});

const accountView = (a: PayoutAccount, now: Date) => ({
  currency: a.currencyCode as "NGN" | "USD" | "GBP",
  gateway: a.gateway,
  bankName: a.bankName,
  accountLast4: a.accountLast4,
  accountName: a.accountName,
  schedule: a.schedule as "manual" | "weekly",
  heldUntil: a.heldUntil && a.heldUntil > now ? a.heldUntil.toISOString() : null,
  ready: accountReady(a, now).ok,
  payoutsEnabled: a.gateway === "stripe" ? a.payoutsEnabled : a.recipientCode !== null,
  onboardingComplete: a.gateway === "stripe" ? a.detailsSubmitted || a.payoutsEnabled : true,
});

async function mainCurrency(db: Db, providerId: string): Promise<string> {
  const [row] = await db
    .select({ countryCode: providerProfiles.countryCode, currency: bookingFees.currencyCode })
    .from(providerProfiles)
    .leftJoin(bookingFees, eq(bookingFees.providerId, providerProfiles.userId))
    .where(eq(providerProfiles.userId, providerId));
  return row?.currency ?? userCurrency(row?.countryCode ?? null);
}

/** The banks change rarely: one list per gateway and currency for an hour. */
const BANKS_TTL_MS = 3_600_000;
const bankCache = new Map<string, { at: number; banks: Array<{ code: string; name: string }> }>();

/** The payout routes (issue 31, docs/decisions/057-payouts.md): providers only. */
export function payoutRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payouts",
      tags: ["payouts"],
      summary:
        "My balances per currency (available, pending, on its way, paid out), payout accounts and payouts",
      ...provider,
      responses: { 200: jsonContent(PayoutsOverviewSchema, "From the ledger"), ...authErrors },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const now = clock();
      const currencies = await providerCurrencies(db, user.id, await mainCurrency(db, user.id));
      const balances = [];
      for (const currency of currencies) {
        const b = await balancesFor(db, user.id, currency, now);
        balances.push({
          currency,
          ...b,
          minimum: PAYOUT_MINIMUM[currency],
          canWithdraw: canWithdraw(b.available, currency),
        });
      }
      const accounts = await db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, user.id));
      const history = await payoutHistory(db, user.id);
      return c.json(
        {
          clearingDays: PAYOUT_CLEARING_DAYS,
          balances,
          accounts: accounts.map((a) => accountView(a, now)),
          history: history.map(payoutView),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/payouts/banks",
      tags: ["payouts"],
      summary: "The Nigerian banks a payout can go to (Paystack's list, cached for an hour)",
      ...provider,
      responses: {
        200: jsonContent(z.array(BankSchema), "Banks by name"),
        502: errorContent("The payout service did not answer"),
        503: errorContent("No payout service for naira"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { payments, clock } = c.var.deps;
      const gateway = payoutGatewayOf(payments, "NGN");
      const key = gateway.name;
      const cached = bankCache.get(key);
      if (cached && clock().getTime() - cached.at < BANKS_TTL_MS) return c.json(cached.banks, 200);
      let banks: Array<{ code: string; name: string }>;
      try {
        banks = (await gateway.listBanks("NGN")).sort((a, b) => a.name.localeCompare(b.name));
      } catch (err) {
        if (err instanceof GatewayError) throw new ApiError(502, PAYOUT_MESSAGES.gatewayUnavailable);
        throw err;
      }
      bankCache.set(key, { at: clock().getTime(), banks });
      return c.json(banks, 200);
    },
  );

  async function resolve(
    c: { var: { deps: { payments: Parameters<typeof payoutGatewayOf>[0] } } },
    bankCode: string,
    accountNumber: string,
  ) {
    const gateway = payoutGatewayOf(c.var.deps.payments, "NGN");
    try {
      const banks = await gateway.listBanks("NGN");
      const bank = banks.find((b) => b.code === bankCode);
      if (!bank) throw new ApiError(422, PAYOUT_MESSAGES.accountNotResolved);
      const { accountName } = await gateway.resolveAccount({ bankCode, accountNumber });
      return { gateway, accountName, bankName: bank.name };
    } catch (err) {
      if (err instanceof GatewayRefusal) throw new ApiError(422, PAYOUT_MESSAGES.accountNotResolved);
      if (err instanceof GatewayError) throw new ApiError(502, PAYOUT_MESSAGES.gatewayUnavailable);
      throw err;
    }
  }

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/payouts/bank-account/resolve",
      tags: ["payouts"],
      summary: "The account holder's name for a Nigerian account number, for the provider to confirm",
      ...provider,
      request: jsonBody(ResolveBody),
      responses: {
        200: jsonContent(ResolvedSchema, "The name the bank has"),
        422: errorContent("No such account at this bank"),
        502: errorContent("The payout service did not answer"),
        503: errorContent("No payout service for naira"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { bankCode, accountNumber } = c.req.valid("json");
      const { accountName, bankName } = await resolve(c, bankCode, accountNumber);
      return c.json({ accountName, bankName }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/payouts/bank-account",
      tags: ["payouts"],
      summary:
        "Set my Nigerian bank account for payouts (password again; a change holds payouts 24 hours, emails me and is audited)",
      ...provider,
      request: jsonBody(BankAccountBody),
      responses: {
        ...authErrors,
        200: jsonContent(PayoutAccountSchema, "The payout account"),
        400: errorContent("The password is not correct, or the body is not valid"),
        422: errorContent("No such account at this bank"),
        502: errorContent("The payout service did not answer"),
        503: errorContent("No payout service for naira"),
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const { bankCode, accountNumber, password } = c.req.valid("json");
      if (!(await verifyPassword(password, user.passwordHash)))
        throw new ApiError(400, PAYOUT_MESSAGES.wrongPassword, [
          `password: ${PAYOUT_MESSAGES.wrongPassword}`,
        ]);
      const { gateway, accountName, bankName } = await resolve(c, bankCode, accountNumber);
      let recipientCode: string;
      try {
        ({ recipientCode } = await gateway.createRecipient({
          accountName,
          accountNumber,
          bankCode,
          currency: "NGN",
        }));
      } catch (err) {
        if (err instanceof GatewayRefusal) throw new ApiError(422, PAYOUT_MESSAGES.accountNotResolved);
        if (err instanceof GatewayError) throw new ApiError(502, PAYOUT_MESSAGES.gatewayUnavailable);
        throw err;
      }
      const now = clock();
      const existing = await payoutAccountOf(db, user.id, "NGN");
      const values = {
        gateway: gateway.name,
        bankCode,
        bankName,
        accountLast4: accountNumber.slice(-4),
        accountName,
        recipientCode,
        // The first account pays at once; a change waits (someone who took the account over).
        heldUntil: existing ? new Date(now.getTime() + PAYOUT_ACCOUNT_HOLD_MS) : null,
        updatedAt: now,
      };
      const [saved] = existing
        ? await db.update(payoutAccounts).set(values).where(eq(payoutAccounts.id, existing.id)).returning()
        : await db
            .insert(payoutAccounts)
            .values({ id: ulid(), providerId: user.id, currencyCode: "NGN", ...values })
            .returning();
      await recordAccess(c, {
        action: existing ? "payout_account.change" : "payout_account.add",
        subjectId: user.id,
      });
      await enqueueMail(
        db,
        payoutAccountChangedMail(user, { bankName, accountLast4: accountNumber.slice(-4), held: !!existing }),
      );
      return c.json(accountView(saved as PayoutAccount, now), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/payouts/stripe/account-link",
      tags: ["payouts"],
      summary:
        "Start or continue Stripe Connect onboarding for USD or GBP payouts: opens my connected account once, answers a link to Stripe's onboarding",
      ...provider,
      request: jsonBody(AccountLinkBody),
      responses: {
        ...authErrors,
        200: jsonContent(AccountLinkSchema, "Where the browser goes to set up payouts with Stripe"),
        400: errorContent("The body is not valid, or the site is not one of ours"),
        409: errorContent("This currency is already paid to an account that is not a Stripe one"),
        502: errorContent("Stripe did not answer"),
        503: errorContent("No Stripe payouts for this currency"),
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock, payments, siteOrigins } = c.var.deps;
      const { currency, site } = c.req.valid("json");
      const origin = siteOrigin(siteOrigins, site);
      const gateway = payoutGatewayOf(payments, currency);
      const connect = gateway.connect;
      if (!connect) throw new ApiError(503, PAYOUT_MESSAGES.gatewayUnavailable);
      try {
        let account = await payoutAccountOf(db, user.id, currency);
        if (account && (account.gateway !== gateway.name || !account.stripeAccountId))
          throw new ApiError(409, PAYOUT_MESSAGES.otherPayoutAccount);
        if (!account) {
          // Stripe answers the same account to the same key, so two clicks at once open one account.
          const { accountId } = await connect.createAccount({
            providerId: user.id,
            currency,
            email: user.email,
          });
          const now = clock();
          const [inserted] = await db
            .insert(payoutAccounts)
            .values({
              id: ulid(),
              providerId: user.id,
              currencyCode: currency,
              gateway: gateway.name,
              stripeAccountId: accountId,
              payoutsEnabled: false,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
          if (inserted) {
            await recordAccess(c, {
              action: "payout_account.stripe_opened",
              subjectId: user.id,
              resource: `stripe_account:${accountId}`,
            });
          }
          account = inserted ?? (await payoutAccountOf(db, user.id, currency));
        }
        // An account already opened gets a fresh link to itself: continuing onboarding, not a change.
        const accountId = account?.stripeAccountId;
        if (!accountId) throw new ApiError(409, PAYOUT_MESSAGES.otherPayoutAccount);
        const { url } = await connect.accountLink({
          accountId,
          refreshUrl: `${origin}/earnings?stripe=refresh`,
          returnUrl: `${origin}/earnings?stripe=return`,
        });
        return c.json({ url }, 200);
      } catch (err) {
        if (err instanceof GatewayError) throw new ApiError(502, PAYOUT_MESSAGES.gatewayUnavailable);
        throw err;
      }
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/payouts/schedule",
      tags: ["payouts"],
      summary: "Choose weekly automatic payouts or withdraw by hand, per currency",
      ...provider,
      request: jsonBody(ScheduleBody),
      responses: {
        200: jsonContent(PayoutAccountSchema, "The payout account"),
        409: errorContent("No payout account in this currency"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { db, clock } = c.var.deps;
      const { currency, schedule } = c.req.valid("json");
      const [saved] = await db
        .update(payoutAccounts)
        .set({ schedule, updatedAt: clock() })
        .where(and(eq(payoutAccounts.providerId, user.id), eq(payoutAccounts.currencyCode, currency)))
        .returning();
      if (!saved) throw new ApiError(409, PAYOUT_MESSAGES.noPayoutAccount);
      return c.json(accountView(saved, clock()), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/payouts/withdraw",
      tags: ["payouts"],
      summary:
        "Withdraw all or part of my available balance (at least the minimum; the transfer fee comes out of it)",
      ...signedIn,
      middleware: [requireRole("provider"), idempotent] as const,
      request: { headers: IdempotencyHeader, ...jsonBody(WithdrawBody) },
      responses: {
        201: jsonContent(PayoutSchema, "The payout, on its way or already paid"),
        409: errorContent("No payout account, not set up yet, or on hold after a change"),
        422: errorContent(
          "Below the minimum, above the available balance, or the Idempotency-Key was used for another request",
        ),
        503: errorContent("No payout service for this currency"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const { currency, amount } = c.req.valid("json");
      if (!isPayoutCurrency(currency)) throw new ApiError(422, PAYOUT_MESSAGES.currencyNotPaidOut);
      const deps = c.var.deps;
      // A currency must have a payout service before anything is reserved.
      payoutGatewayOf(deps.payments, currency);
      const payout = await withdraw(
        { db: deps.db, payments: deps.payments, clock: deps.clock, log: c.var.logger },
        { providerId: user.id, currency, amount: amount ?? null },
      );
      return c.json(payoutView(payout), 201);
    },
  );

  return router;
}
