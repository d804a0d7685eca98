import { PAYOUT_CLEARING_MS } from "@marketplace/domain/payouts";
import { eq, inArray, sql } from "drizzle-orm";
import { authenticate, requireUser } from "../auth/index.ts";
import { completeProviderSessions, moveDevSessionBack } from "../booking-lifecycle/index.ts";
import { bookings, type Db, ledgerEntries, ledgerTransactions } from "../db/index.ts";
import { createRouter } from "../http/index.ts";
import { recordSessionHeld } from "../session-rooms/index.ts";

/**
 * The session's earning entries dated back past the clearing period. The ledger is append-only (a
 * trigger refuses any UPDATE, migration 0011): for this one statement, in its own transaction, the
 * trigger is switched off and on again, so no other writer ever sees it off (the DDL is transactional
 * and locks the table until the commit). Demo data only: mounted with the dev tools, sandbox gateways only.
 */
async function dateEarningBack(db: Db, bookingId: string, now: Date) {
  const back = new Date(now.getTime() - PAYOUT_CLEARING_MS - 60_000);
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_update_or_delete`);
    await tx
      .update(ledgerEntries)
      .set({ createdAt: back })
      .where(
        inArray(
          ledgerEntries.transactionId,
          tx
            .select({ id: ledgerTransactions.id })
            .from(ledgerTransactions)
            .where(eq(ledgerTransactions.dedupeKey, `earning:${bookingId}`)),
        ),
      );
    await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_no_update_or_delete`);
  });
}

/**
 * POST /dev/booking/{id}/complete: the session's provider has a confirmed session take place now — its
 * time moves an hour and a half back and the completion sweeper's own step completes it (earnings and
 * all; an online session's room records both parties as having joined, the demo shortcut of issue 30),
 * or cancels it as unpaid when nothing was paid for a paid therapy; answers the status it ends
 * in. For end-to-end journeys that review a session; mounted only with the server's dev tools on
 * (development and demo mode), outside the OpenAPI contract, like /dev/outbox. With `?cleared=1` the
 * earning it posted is dated back past the payout clearing period (docs/decisions/057-payouts.md), so
 * a journey can withdraw it now instead of in three days (tooling/e2e/tests/payouts.spec.ts).
 */
export function devCompleteRoutes() {
  const router = createRouter();
  router.post("/dev/booking/:id/complete", authenticate, requireUser, async (c) => {
    const id = c.req.param("id");
    const { db, clock } = c.var.deps;
    await moveDevSessionBack(db, clock(), c.get("auth")?.user.id, id, {
      minutesAgo: 90,
      lengthMinutes: (duration) => duration,
      notConfirmed: "Only a confirmed session can take place",
      // The demo shortcut: an online session took place, so its room records both parties (issue 30).
      afterMove: async (tx, providerId, now) => {
        await recordSessionHeld(tx, id);
        return completeProviderSessions(tx, providerId, now, c.var.deps);
      },
    });
    if (c.req.query("cleared") === "1") await dateEarningBack(db, id, clock());
    // Completed, or cancelled as unpaid when nothing was paid for a paid therapy (issue 27).
    const [after] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    c.header("Cache-Control", "no-store");
    return c.json({ identifier: id, status: after?.status });
  });
  return router;
}
