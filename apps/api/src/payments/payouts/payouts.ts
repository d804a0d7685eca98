import {
  checkWithdrawal,
  isPayoutCurrency,
  PAYOUT_CLEARING_MS,
  PAYOUT_MESSAGES,
  type PayoutBalances,
  type PayoutCurrency,
  payoutAccountHeld,
  payoutBalances,
} from "@marketplace/domain/payouts";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { ulid } from "ulid";
import { writeAuditEntry } from "../../audit/index.ts";
import type { Db } from "../../db/index.ts";
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payoutAccounts,
  payouts,
} from "../../db/index.ts";
import { ApiError } from "../../http/index.ts";
import {
  accountId,
  balanceOf,
  payoutPaidPosting,
  payoutRequestedPosting,
  payoutReturnedPosting,
  post,
} from "../../ledger/index.ts";
import { GatewayError } from "../gateways/gateway.ts";
import type { PaymentGateways } from "../gateways/gateways.ts";
import {
  type ConnectAccountEvent,
  type ConnectAccounts,
  GatewayRefusal,
  type PayoutGateway,
  type TransferEvent,
  type TransferOutcome,
} from "./payout-gateway.ts";

export type Payout = typeof payouts.$inferSelect;
export type PayoutAccount = typeof payoutAccounts.$inferSelect;
type Log = Pick<Logger, "info" | "warn" | "error">;

export interface PayoutDeps {
  db: Db;
  payments: PaymentGateways;
  clock: () => Date;
  log?: Log | undefined;
}

const earnings = (providerId: string, currency: string) => ({
  kind: "provider_earnings" as const,
  userId: providerId,
  currency,
});
const inFlight = (providerId: string, currency: string) => ({
  kind: "provider_payout_in_flight" as const,
  userId: providerId,
  currency,
});

/** The payout gateway for a currency, or 503 when none can pay out in it. */
export function payoutGatewayOf(gateways: PaymentGateways, currency: string): PayoutGateway {
  const gateway = gateways.payoutsFor(currency);
  if (!gateway) throw new ApiError(503, PAYOUT_MESSAGES.gatewayUnavailable);
  return gateway;
}

/** What of the earnings account was earned inside the clearing window (still pending). */
async function clearingAmount(db: Db, earningsAccountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.accountId, earningsAccountId),
        inArray(ledgerTransactions.kind, ["earning", "late_fee"]),
        sql`${ledgerEntries.amount} > 0`,
        gte(ledgerEntries.createdAt, new Date(now.getTime() - PAYOUT_CLEARING_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** What left through payouts and stayed out: paid, less reversed after they were paid. All from the ledger. */
async function paidOutAmount(db: Db, providerId: string, currency: string): Promise<number> {
  const accounts = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, providerId),
        eq(ledgerAccounts.currencyCode, currency),
        inArray(ledgerAccounts.kind, ["provider_earnings", "provider_payout_in_flight"]),
      ),
    );
  const flight = accounts.find((a) => a.kind === "provider_payout_in_flight")?.id;
  const earn = accounts.find((a) => a.kind === "provider_earnings")?.id;
  if (!flight || !earn) return 0;
  // Both drivers answer raw SQL with { rows } (PGlite and node-postgres).
  const result = (await db.execute(sql`
    select
      (select -coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = ${flight} and t.kind = 'payout_paid') as "paid",
      (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = ${earn} and t.kind = 'payout_returned'
          and not exists (select 1 from ledger_entries f where f.transaction_id = t.id and f.account_id = ${flight})) as "reversed"
  `)) as unknown as { rows: Array<{ paid: string | number | null; reversed: string | number | null }> };
  const row = result.rows[0];
  return Number(row?.paid ?? 0) - Number(row?.reversed ?? 0);
}

/** Available, pending (clearing), on its way and paid out in one currency, from the ledger. */
export async function balancesFor(
  db: Db,
  providerId: string,
  currency: string,
  now: Date,
): Promise<PayoutBalances> {
  const earningsBalance = await balanceOf(db, earnings(providerId, currency));
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, "provider_earnings"),
        eq(ledgerAccounts.userId, providerId),
        eq(ledgerAccounts.currencyCode, currency),
      ),
    );
  const clearing = account ? await clearingAmount(db, account.id, now) : 0;
  return payoutBalances({
    earningsBalance,
    clearing,
    inFlight: await balanceOf(db, inFlight(providerId, currency)),
    paidOut: await paidOutAmount(db, providerId, currency),
  });
}

/** The currencies a provider has money or an account in (payout currencies only). */
export async function providerCurrencies(
  db: Db,
  providerId: string,
  main: string,
): Promise<PayoutCurrency[]> {
  const rows = await db
    .selectDistinct({ currency: ledgerAccounts.currencyCode })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, providerId));
  const accounts = await db
    .select({ currency: payoutAccounts.currencyCode })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.providerId, providerId));
  const all = new Set([main, ...rows.map((r) => r.currency), ...accounts.map((a) => a.currency)]);
  return [...all].filter(isPayoutCurrency).sort();
}

export async function payoutAccountOf(db: Db, providerId: string, currency: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.providerId, providerId), eq(payoutAccounts.currencyCode, currency)));
  return row;
}

/** Whether an account can be paid into now: set up (a recipient, or Stripe's payouts enabled) and not held. */
export function accountReady(
  account: PayoutAccount,
  now: Date,
): { ok: true } | { ok: false; status: 409; message: string } {
  if (account.gateway === "stripe" && !account.payoutsEnabled)
    return { ok: false, status: 409, message: PAYOUT_MESSAGES.stripeNotReady };
  if (account.gateway !== "stripe" && !account.recipientCode)
    return { ok: false, status: 409, message: PAYOUT_MESSAGES.accountNotReady };
  if (payoutAccountHeld(account.heldUntil, now))
    return { ok: false, status: 409, message: PAYOUT_MESSAGES.accountOnHold };
  return { ok: true };
}

export async function payoutHistory(db: Db, providerId: string, limit = 50): Promise<Payout[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.providerId, providerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** Our transfer reference: unique, lowercase letters, digits and dashes (Paystack's rule), 16–50 long. */
export const payoutReference = (id: string) => `payout-${id.toLowerCase()}`;

/**
 * Takes a withdrawal off the available balance, once: in one transaction that first locks the
 * provider's earnings account in this currency (so withdrawals of one provider and currency queue, and
 * each sees what the one before it left), checks the payout account and the amount against what is
 * available now, records the payout and posts `payout_requested`. `amount` null takes all of it.
 * `week` makes it the weekly payout of that week (a second one for the same week finds the first).
 */
export async function reservePayout(
  deps: PayoutDeps,
  p: { providerId: string; currency: string; amount: number | null; week?: string },
): Promise<{ payout: Payout; account: PayoutAccount; created: boolean }> {
  const { db, clock } = deps;
  const currency = p.currency;
  if (!isPayoutCurrency(currency)) throw new ApiError(422, PAYOUT_MESSAGES.currencyNotPaidOut);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const now = clock();
    const earningsId = await accountId(tx, earnings(p.providerId, currency));
    // The lock that serialises withdrawals per provider and currency (the ledger's post locks it again).
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, earningsId))
      .for("update");
    if (p.week) {
      const [already] = await tx
        .select()
        .from(payouts)
        .where(
          and(
            eq(payouts.providerId, p.providerId),
            eq(payouts.currencyCode, currency),
            eq(payouts.week, p.week),
          ),
        );
      const account = await payoutAccountOf(tx, p.providerId, currency);
      if (already && account) return { payout: already, account, created: false };
    }
    const account = await payoutAccountOf(tx, p.providerId, currency);
    if (!account) throw new ApiError(409, PAYOUT_MESSAGES.noPayoutAccount);
    const ready = accountReady(account, now);
    if (!ready.ok) throw new ApiError(ready.status, ready.message);
    const { available } = await balancesFor(tx, p.providerId, currency, now);
    const amount = p.amount ?? available;
    const check = checkWithdrawal(amount, available, currency);
    if (!check.ok) throw new ApiError(422, check.message);
    const id = ulid();
    const [payout] = await tx
      .insert(payouts)
      .values({
        id,
        providerId: p.providerId,
        currencyCode: currency,
        amount: check.amount,
        fee: check.fee,
        gateway: account.gateway,
        reference: payoutReference(id),
        week: p.week ?? null,
      })
      .returning();
    await post(
      tx,
      payoutRequestedPosting({ providerId: p.providerId, payoutId: id, amount: check.amount, currency }),
    );
    return { payout: payout as Payout, account, created: true };
  });
}

/**
 * Moves a payout to where its transfer ended, once: paid (in flight → out), failed or reversed (back to
 * the available balance). Locks the payout row; a payout already there, a replay or an event that comes
 * late (a success after a failure) moves nothing. A reversal of a paid payout takes it back from the
 * gateway's clearing account.
 */
export async function settlePayout(
  deps: Pick<PayoutDeps, "db" | "clock" | "log">,
  payoutId: string,
  outcome: TransferOutcome,
  reason?: string,
): Promise<Payout | undefined> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for("update");
    if (!payout) return undefined;
    const ref = {
      providerId: payout.providerId,
      payoutId: payout.id,
      amount: payout.amount,
      currency: payout.currencyCode,
      gateway: payout.gateway,
    };
    const now = deps.clock();
    if (outcome === "paid" && payout.status === "pending") {
      await post(tx, payoutPaidPosting(ref));
      const [done] = await tx
        .update(payouts)
        .set({ status: "paid", paidAt: now, updatedAt: now })
        .where(eq(payouts.id, payout.id))
        .returning();
      return done;
    }
    if (
      outcome !== "paid" &&
      (payout.status === "pending" || (outcome === "reversed" && payout.status === "paid"))
    ) {
      await post(tx, payoutReturnedPosting({ ...ref, afterPaid: payout.status === "paid" }));
      const [done] = await tx
        .update(payouts)
        .set({
          status: outcome === "reversed" ? "reversed" : "failed",
          failureReason: reason ?? outcome,
          updatedAt: now,
        })
        .where(eq(payouts.id, payout.id))
        .returning();
      return done;
    }
    deps.log?.info({ payoutId, outcome, status: payout.status }, "payout already settled; nothing moved");
    return payout;
  });
}

/**
 * Sends a reserved payout through its gateway (outside any transaction: a network call must not pin a
 * connection). The transfer reference is the payout's, so sending again (a retry, the weekly job run
 * twice) makes no second transfer. A refusal (4xx) returns the money at once; an answer that cannot be
 * read (timeout, 5xx) leaves it on its way until the webhook says how it ended.
 */
export async function sendPayout(deps: PayoutDeps, payout: Payout, account: PayoutAccount): Promise<Payout> {
  if (payout.status !== "pending") return payout;
  const gateway = payoutGatewayOf(deps.payments, payout.currencyCode);
  const recipient = account.recipientCode ?? account.stripeAccountId;
  if (!recipient) return (await settlePayout(deps, payout.id, "failed", "no_recipient")) ?? payout;
  try {
    const settled = await transferPayout(deps, gateway, payout, recipient);
    if (settled) return settled;
  } catch (err) {
    if (err instanceof GatewayRefusal) {
      deps.log?.warn(
        { payoutId: payout.id, err: err.message },
        "payout refused by the gateway; money returned",
      );
      return (await settlePayout(deps, payout.id, "failed", "refused")) ?? payout;
    }
    if (!(err instanceof GatewayError)) throw err;
    deps.log?.warn(
      { payoutId: payout.id, err: err.message },
      "payout transfer answer unknown; left on its way",
    );
  }
  const [now] = await deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
  return now ?? payout;
}

/**
 * One transfer of a reserved payout to its recipient, under the payout's reference (so a second send
 * makes no second transfer), its transfer id recorded; a definite answer settles it. Throws what the
 * gateway throws (a refusal, an unreadable answer): the callers decide what that means.
 */
export async function transferPayout(
  deps: PayoutDeps,
  gateway: PayoutGateway,
  payout: Payout,
  recipient: string,
): Promise<Payout | null> {
  const sent = await gateway.transfer({
    amount: payout.amount - payout.fee,
    currency: payout.currencyCode,
    recipientCode: recipient,
    reference: payout.reference,
    reason: "Tranquil earnings",
  });
  await deps.db
    .update(payouts)
    .set({ gatewayTransferId: sent.transferId, updatedAt: deps.clock() })
    .where(eq(payouts.id, payout.id));
  if (sent.status === "success") return (await settlePayout(deps, payout.id, "paid")) ?? payout;
  if (sent.status === "failed") return (await settlePayout(deps, payout.id, "failed", "declined")) ?? payout;
  return null;
}

/** Withdraw: reserve, then send. */
export async function withdraw(
  deps: PayoutDeps,
  p: { providerId: string; currency: string; amount: number | null; week?: string },
): Promise<Payout> {
  const { payout, account } = await reservePayout(deps, p);
  return sendPayout(deps, payout, account);
}

/** A verified transfer webhook: the payout it names moves (once), when its amount is what was sent. */
export async function handleTransferEvent(
  deps: Pick<PayoutDeps, "db" | "clock" | "log">,
  gateway: string,
  event: TransferEvent,
): Promise<"handled" | "unknown_payout" | "unknown_account" | "mismatch"> {
  if (event.outcome === "bank_paid" || event.outcome === "bank_failed")
    return handleBankPayoutEvent(deps, event);
  const outcome = event.outcome;
  const [payout] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.reference, event.reference), eq(payouts.gateway, gateway)));
  if (!payout) return "unknown_payout";
  if (payout.amount - payout.fee !== event.amount || payout.currencyCode !== event.currency) {
    deps.log?.error(
      { payoutId: payout.id, eventId: event.eventId },
      "transfer webhook does not match its payout",
    );
    return "mismatch";
  }
  await settlePayout(deps, payout.id, outcome);
  return "handled";
}

/** The payout account of a Stripe connected account. */
async function stripeAccountOf(db: Db, accountId: string): Promise<PayoutAccount | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.stripeAccountId, accountId));
  return row;
}

/**
 * A connected account's own payout to the provider's bank (Stripe's automatic payouts, decision 062).
 * Our payout was paid when its transfer reached the connected account, so nothing moves here: a paid
 * one is logged, a failed one is written in the audit log (the money waits in the provider's Stripe
 * balance, and Stripe asks them for new bank details on its own pages).
 */
async function handleBankPayoutEvent(
  deps: Pick<PayoutDeps, "db" | "log">,
  event: TransferEvent,
): Promise<"handled" | "unknown_account"> {
  const account = event.accountId ? await stripeAccountOf(deps.db, event.accountId) : undefined;
  if (!account) return "unknown_account";
  if (event.outcome === "bank_failed") {
    await writeAuditEntry(deps.db, {
      action: "payout_account.bank_payout_failed",
      actorId: account.providerId,
      actorRole: "gateway",
      address: "stripe",
      subjectId: account.providerId,
      resource: `stripe_payout:${event.reference}`,
      reason: event.failureCode ?? null,
    });
    deps.log?.warn(
      { payoutAccountId: account.id, gatewayPayout: event.reference, failureCode: event.failureCode },
      "a connected account's payout to its bank failed",
    );
  } else {
    deps.log?.info(
      { payoutAccountId: account.id, gatewayPayout: event.reference },
      "a connected account's payout reached its bank",
    );
  }
  return "handled";
}

/**
 * Stripe's `account.updated`: whether the connected account can be paid out now, and whether its
 * onboarding form was finished. Stripe does not promise the order of its events, so the event is a cue:
 * the account's state is asked of Stripe now (a failure throws, the delivery is forgotten and Stripe
 * sends it again). Written on the payout account with an audit entry (actor role `gateway`: Stripe's
 * signed webhook acted on the provider's account).
 */
export async function applyAccountEvent(
  deps: Pick<PayoutDeps, "db" | "clock" | "log">,
  connect: Pick<ConnectAccounts, "retrieveAccount">,
  received: ConnectAccountEvent,
): Promise<"handled" | "unknown_account"> {
  const account = await stripeAccountOf(deps.db, received.accountId);
  if (!account) return "unknown_account";
  const event = { ...received, ...(await connect.retrieveAccount(received.accountId)) };
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .update(payoutAccounts)
      .set({
        payoutsEnabled: event.payoutsEnabled,
        detailsSubmitted: event.detailsSubmitted,
        updatedAt: deps.clock(),
      })
      .where(eq(payoutAccounts.id, account.id));
    await writeAuditEntry(tx, {
      action: "payout_account.stripe_updated",
      actorId: account.providerId,
      actorRole: "gateway",
      address: "stripe",
      subjectId: account.providerId,
      resource: `stripe_account:${event.accountId}`,
      reason: event.payoutsEnabled ? "payouts_enabled" : "payouts_disabled",
    });
  });
  return "handled";
}
