import { isPayoutCurrency, PAYOUT_MINIMUM, payoutWeek } from "@marketplace/domain/payouts";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/index.ts";
import { payoutAccounts } from "../../db/index.ts";
import { ApiError } from "../../http/index.ts";
import type { Sweep } from "../../jobs/index.ts";
import type { PaymentGateways } from "../gateways/gateways.ts";
import { accountReady, balancesFor, reservePayout, sendPayout } from "./payouts.ts";

/** The weekly payout looks every hour; each provider, currency and week is paid once (`payouts.week`). */
export const WEEKLY_PAYOUT_SWEEP_MS = 3_600_000;

/**
 * Pays each provider who chose weekly payouts their available balance, once per ISO week: a payout of
 * this week already made is found, not made again (the unique week and the earnings account's lock),
 * and one that was reserved but not sent (the process died) is sent again with the same reference.
 * Providers below the minimum, without a ready account or on hold are skipped until a later run.
 */
export async function runWeeklyPayouts(deps: {
  db: Db;
  payments: PaymentGateways;
  clock: () => Date;
  log?: Pick<Logger, "info" | "warn" | "error">;
}): Promise<number> {
  const now = deps.clock();
  const week = payoutWeek(now);
  const weekly = await deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.schedule, "weekly"));
  let paid = 0;
  for (const account of weekly) {
    const currency = account.currencyCode;
    if (!isPayoutCurrency(currency) || !accountReady(account, now).ok) continue;
    const { available } = await balancesFor(deps.db, account.providerId, currency, now);
    try {
      const reserved = await reservePayout(deps, {
        providerId: account.providerId,
        currency,
        amount: available >= PAYOUT_MINIMUM[currency] ? available : PAYOUT_MINIMUM[currency],
        week,
      });
      if (reserved.created || reserved.payout.gatewayTransferId === null) {
        await sendPayout(deps, reserved.payout, reserved.account);
        if (reserved.created) paid += 1;
      }
    } catch (err) {
      // Below the minimum or nothing available this week: tried again next run.
      if (err instanceof ApiError && err.status < 500) continue;
      throw err;
    }
  }
  return paid;
}

export function weeklyPayoutSweep(
  db: Db,
  payments: PaymentGateways,
  logger: Logger,
  clock: () => Date = () => new Date(),
): Sweep {
  return {
    name: "weekly-payouts",
    everyMs: WEEKLY_PAYOUT_SWEEP_MS,
    failure: "weekly payouts failed",
    run: async () => {
      const paid = await runWeeklyPayouts({ db, payments, clock, log: logger });
      if (paid > 0) logger.info({ paid }, "weekly payouts sent");
    },
  };
}
