import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/index.ts";
import { sandboxCheckouts } from "../../db/index.ts";
import { createSandboxPayouts } from "../payouts/payout-gateway.ts";
import { assertCheckoutParams } from "./checkout-params.ts";
import { GatewayError, type PaymentGateway } from "./gateway.ts";

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;
export type SandboxDecision = "approve" | "decline" | "abandon";

const STATUS_OF: Record<SandboxDecision, SandboxCheckout["status"]> = {
  approve: "success",
  decline: "failed",
  abandon: "abandoned",
};

/** The path of a checkout page on the API (sandbox-routes.ts serves it). */
export const sandboxCheckoutPath = (reference: string) =>
  `/sandbox/checkout/${encodeURIComponent(reference)}`;

/**
 * The offline gateway (the default): a checkout page on the API itself, where the payer presses
 * Approve or Decline. Nothing leaves the machine; the outcome is kept in `sandbox_checkouts`, so a
 * restart loses nothing. The sandbox sends no webhooks: the payment's status is learnt by polling.
 */
export function createSandboxGateway(deps: { db: Db; publicUrl: string }): PaymentGateway {
  const { db } = deps;
  const origin = deps.publicUrl.replace(/\/+$/, "");

  async function find(reference: string): Promise<SandboxCheckout> {
    const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.reference, reference));
    if (!row) throw new GatewayError("sandbox", `no checkout ${reference}`);
    return row;
  }

  return {
    name: "sandbox",
    payouts: createSandboxPayouts(),

    async initialize(p) {
      assertCheckoutParams("sandbox", p);
      const inserted = await db
        .insert(sandboxCheckouts)
        .values({
          reference: p.reference,
          amount: p.amount,
          currencyCode: p.currency,
          email: p.email,
          callbackUrl: p.callbackUrl,
        })
        .onConflictDoNothing()
        .returning({ reference: sandboxCheckouts.reference });
      if (inserted.length === 0) {
        // Initialising the same reference again (a retried request) answers the same checkout.
        const existing = await find(p.reference);
        if (existing.amount !== p.amount || existing.currencyCode !== p.currency) {
          throw new GatewayError("sandbox", `reference ${p.reference} is already used for another amount`);
        }
      }
      return {
        authorizationUrl: `${origin}${sandboxCheckoutPath(p.reference)}`,
        gatewayReference: p.reference,
      };
    },

    async verify(p) {
      const row = await find(p.gatewayReference || p.reference);
      const status =
        row.status === "success" || row.status === "failed" || row.status === "abandoned"
          ? row.status
          : "pending";
      return { status, amount: row.amount, currency: row.currencyCode };
    },

    parseWebhook() {
      return null;
    },

    async refund(p) {
      if (!Number.isSafeInteger(p.amount) || p.amount <= 0) {
        throw new GatewayError("sandbox", "the refund must be a whole number of minor units above zero");
      }
      const updated = await db
        .update(sandboxCheckouts)
        .set({ refundedAmount: sql`${sandboxCheckouts.refundedAmount} + ${p.amount}` })
        .where(
          and(
            eq(sandboxCheckouts.reference, p.gatewayReference),
            eq(sandboxCheckouts.status, "success"),
            sql`${sandboxCheckouts.refundedAmount} + ${p.amount} <= ${sandboxCheckouts.amount}`,
          ),
        )
        .returning({ reference: sandboxCheckouts.reference });
      if (updated.length === 0) {
        const row = await find(p.gatewayReference);
        if (row.status !== "success")
          throw new GatewayError("sandbox", `checkout ${row.reference} was not paid`);
        throw new GatewayError("sandbox", `refund of ${p.amount} exceeds what is left of ${row.reference}`);
      }
    },
  };
}

/** The checkout behind a page, or null. */
export async function findSandboxCheckout(db: Db, reference: string): Promise<SandboxCheckout | null> {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.reference, reference));
  return row ?? null;
}

/**
 * Records Approve, Decline or Cancel once: a second press (a double click, the back button) changes nothing
 * and answers the checkout as it stands. Null when there is no such checkout.
 */
export async function decideSandboxCheckout(
  db: Db,
  reference: string,
  decision: SandboxDecision,
  now: Date,
): Promise<SandboxCheckout | null> {
  const [updated] = await db
    .update(sandboxCheckouts)
    .set({ status: STATUS_OF[decision], decidedAt: now })
    .where(and(eq(sandboxCheckouts.reference, reference), eq(sandboxCheckouts.status, "pending")))
    .returning();
  return updated ?? findSandboxCheckout(db, reference);
}
