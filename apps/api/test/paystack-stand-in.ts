import { createHmac, randomBytes } from "node:crypto";
import { type StandInRequest, startStandIn } from "./stand-in-server.ts";

/**
 * A local Paystack speaking the documented endpoints the gateway uses: initialize, verify and
 * refund, with `{ status, message, data }` envelopes and Bearer secret-key authentication.
 */
export interface PaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  /** Paystack's own states: 'abandoned' until the customer pays. */
  status: string;
  refunded: number;
}

export const PAYSTACK_TEST_KEY = "sk_test_paystack_stand_in";

/** The `x-paystack-signature` of a body: hex HMAC-SHA512 with the secret key. */
export const signPaystack = (body: string, secret = PAYSTACK_TEST_KEY) =>
  createHmac("sha512", secret).update(body).digest("hex");

export async function startPaystackStandIn(secretKey = PAYSTACK_TEST_KEY) {
  const transactions = new Map<string, PaystackTransaction>();
  const refunds: Array<{ transaction: string; amount: number }> = [];
  let nextId = 1_000_001;
  const fail = (status: number, message: string) => ({ status, json: { status: false, message } });

  const handle = (req: StandInRequest) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) return fail(401, "Invalid key");
    const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    if (req.method === "POST" && req.path === "/transaction/initialize") {
      const { amount, email, reference, callback_url, currency } = body;
      if (typeof amount !== "number" || typeof email !== "string" || typeof reference !== "string") {
        return fail(400, "Invalid transaction parameters");
      }
      if (transactions.has(reference)) return fail(400, "Duplicate Transaction Reference");
      const accessCode = randomBytes(8).toString("hex");
      transactions.set(reference, {
        id: nextId++,
        reference,
        amount,
        currency: typeof currency === "string" ? currency : "NGN",
        email,
        callbackUrl: String(callback_url ?? ""),
        status: "abandoned",
        refunded: 0,
      });
      return {
        status: 200,
        json: {
          status: true,
          message: "Authorization URL created",
          data: {
            authorization_url: `https://checkout.paystack.test/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        },
      };
    }
    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(req.path);
    if (req.method === "GET" && verify?.[1]) {
      const t = transactions.get(decodeURIComponent(verify[1]));
      if (!t) return fail(400, "Transaction reference not found");
      return {
        status: 200,
        json: {
          status: true,
          message: "Verification successful",
          data: {
            id: t.id,
            status: t.status,
            reference: t.reference,
            amount: t.amount,
            currency: t.currency,
          },
        },
      };
    }
    if (req.method === "POST" && req.path === "/refund") {
      const t = transactions.get(String(body.transaction));
      const amount = Number(body.amount ?? t?.amount);
      if (!t) return fail(404, "Transaction not found");
      if (t.status !== "success") return fail(400, "Cannot refund a transaction that was not successful");
      if (amount > t.amount - t.refunded)
        return fail(400, "Refund amount cannot be more than the transaction");
      t.refunded += amount;
      refunds.push({ transaction: t.reference, amount });
      return {
        status: 200,
        json: {
          status: true,
          message: "Refund has been queued for processing",
          data: { transaction: { id: t.id, reference: t.reference }, amount, status: "pending" },
        },
      };
    }
    return fail(404, `No route ${req.method} ${req.path}`);
  };

  const server = await startStandIn(handle);
  return {
    ...server,
    transactions,
    refunds,
    /** The payer finished (or failed) on Paystack's page. */
    settle(reference: string, status: "success" | "failed", paid?: { amount?: number; currency?: string }) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`no transaction ${reference}`);
      t.status = status;
      if (paid?.amount !== undefined) t.amount = paid.amount;
      if (paid?.currency !== undefined) t.currency = paid.currency;
    },
  };
}

/** A `charge.success` event as Paystack sends it. */
export function paystackChargeSuccess(p: {
  id: number;
  reference: string;
  amount: number;
  currency: string;
}) {
  return {
    event: "charge.success",
    data: {
      id: p.id,
      domain: "test",
      status: "success",
      reference: p.reference,
      amount: p.amount,
      currency: p.currency,
      paid_at: new Date().toISOString(),
    },
  };
}
