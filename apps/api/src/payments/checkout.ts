import { PAYMENT_MESSAGES } from "@marketplace/domain/ledger";
import { eq } from "drizzle-orm";
import { ulid } from "ulid";
import type { SessionUser } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { payments } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import type { PaymentGateway } from "./gateways/gateway.ts";
import type { PaymentGateways } from "./gateways/gateways.ts";
import type { PaymentLog } from "./settle.ts";

/** A payment reference: ours, unique, safe in every gateway's reference field and in a URL. */
export const newReference = () => `tq-${ulid().toLowerCase()}`;

export interface CheckoutStarted {
  reference: string;
  status: "pending";
  authorizationUrl: string;
}

/**
 * A payment through the currency's gateway: the row first (pending), then the gateway's checkout,
 * whose URL the browser goes to. The gateway is asked for `amount`; a booking's `walletAmount` is only
 * taken from the wallet when the gateway's part succeeds. A gateway that cannot start the checkout
 * marks the payment failed and answers 502; a currency no gateway takes answers 503.
 */
export async function startCheckout(
  deps: { db: Db; payments: PaymentGateways; clock: () => Date; log?: PaymentLog | undefined },
  p: {
    user: SessionUser;
    purpose: "wallet_top_up" | "booking";
    seriesId?: string;
    amount: number;
    walletAmount?: number;
    currency: string;
    callbackUrl: string;
  },
): Promise<CheckoutStarted> {
  let gateway: PaymentGateway;
  try {
    gateway = deps.payments.forCurrency(p.currency);
  } catch {
    throw new ApiError(503, PAYMENT_MESSAGES.gatewayUnavailable);
  }
  const id = ulid();
  const reference = newReference();
  const walletAmount = p.walletAmount ?? 0;
  await deps.db.insert(payments).values({
    id,
    userId: p.user.id,
    reference,
    purpose: p.purpose,
    seriesId: p.seriesId ?? null,
    amount: p.amount,
    walletAmount,
    currencyCode: p.currency,
    gateway: gateway.name,
  });
  try {
    const started = await gateway.initialize({
      reference,
      amount: p.amount,
      currency: p.currency,
      email: p.user.email,
      callbackUrl: p.callbackUrl,
    });
    await deps.db
      .update(payments)
      .set({
        gatewayReference: started.gatewayReference,
        authorizationUrl: started.authorizationUrl,
        updatedAt: deps.clock(),
      })
      .where(eq(payments.id, id));
    return { reference, status: "pending", authorizationUrl: started.authorizationUrl };
  } catch (err) {
    deps.log?.warn({ err, reference, gateway: gateway.name }, "the gateway could not start a checkout");
    await deps.db
      .update(payments)
      .set({ status: "failed", failureReason: "initialize_failed", updatedAt: deps.clock() })
      .where(eq(payments.id, id));
    throw new ApiError(502, PAYMENT_MESSAGES.gatewayUnavailable);
  }
}
