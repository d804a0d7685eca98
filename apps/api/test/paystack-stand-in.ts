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

/** A transfer as Paystack keeps it (issue 31): pending until settled, then success, failed or reversed. */
export interface PaystackTransfer {
  id: number;
  transferCode: string;
  reference: string;
  amount: number;
  currency: string;
  recipient: string;
  status: "pending" | "success" | "failed" | "reversed";
}

/** How the stand-in answers POST /transfer. */
export type TransferAnswer = "pending" | "success" | "refuse" | "error" | "lost";

/** Banks the stand-in knows; an account number is resolvable unless it starts with 000. */
export const PAYSTACK_BANKS = [
  {
    id: 1,
    name: "Access Bank",
    slug: "access-bank",
    code: "044",
    currency: "NGN",
    type: "nuban",
    active: true,
  },
  {
    id: 9,
    name: "Guaranty Trust Bank",
    slug: "guaranty-trust-bank",
    code: "058",
    currency: "NGN",
    type: "nuban",
    active: true,
  },
  {
    id: 21,
    name: "Zenith Bank",
    slug: "zenith-bank",
    code: "057",
    currency: "NGN",
    type: "nuban",
    active: true,
  },
];
export const resolvedName = (accountNumber: string) => `ADA OKAFOR ${accountNumber.slice(-2)}`;

export async function startPaystackStandIn(secretKey = PAYSTACK_TEST_KEY) {
  const transactions = new Map<string, PaystackTransaction>();
  const transfers = new Map<string, PaystackTransfer>();
  const recipients = new Map<string, { accountNumber: string; bankCode: string; name: string }>();
  /**
   * What the next POST /transfer answers: pending (a webhook settles it) by default; `error` a 500 with
   * nothing made, `lost` a 500 after the transfer was made (pending), as a timeout leaves it.
   */
  let nextTransfer: TransferAnswer = "pending";
  /** What GET /transfer/verify answers: the transfer as kept (default), or a 500. */
  let verifyAnswer: "ok" | "error" = "ok";
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
    const url = new URL(req.path, "http://stand-in");
    if (req.method === "GET" && url.pathname === "/bank") {
      return { status: 200, json: { status: true, message: "Banks retrieved", data: PAYSTACK_BANKS } };
    }
    if (req.method === "GET" && url.pathname === "/bank/resolve") {
      const number = url.searchParams.get("account_number") ?? "";
      const bank = PAYSTACK_BANKS.find((b) => b.code === url.searchParams.get("bank_code"));
      if (!bank || !/^\d{10}$/.test(number) || number.startsWith("000"))
        return fail(422, "Could not resolve account name. Check parameters or try again.");
      return {
        status: 200,
        json: {
          status: true,
          message: "Account number resolved",
          data: { account_number: number, account_name: resolvedName(number), bank_id: bank.id },
        },
      };
    }
    if (req.method === "POST" && url.pathname === "/transferrecipient") {
      const { type, name, account_number, bank_code, currency } = body;
      const bank = PAYSTACK_BANKS.find((b) => b.code === bank_code);
      if (type !== "nuban" || typeof name !== "string" || typeof account_number !== "string" || !bank)
        return fail(400, "Invalid recipient parameters");
      const code = `RCP_${randomBytes(6).toString("hex")}`;
      recipients.set(code, { accountNumber: account_number, bankCode: bank.code, name });
      return {
        status: 201,
        json: {
          status: true,
          message: "Transfer recipient created successfully",
          data: {
            active: true,
            currency: currency ?? "NGN",
            name,
            recipient_code: code,
            type: "nuban",
            details: { account_number, account_name: name, bank_code: bank.code, bank_name: bank.name },
          },
        },
      };
    }
    if (req.method === "POST" && url.pathname === "/transfer") {
      const { amount, recipient, reference, currency } = body;
      if (typeof amount !== "number" || typeof recipient !== "string" || typeof reference !== "string")
        return fail(400, "Invalid transfer parameters");
      if (!recipients.has(recipient)) return fail(400, "Recipient specified is invalid");
      if (!/^[a-z0-9_-]{16,50}$/.test(reference)) return fail(400, "Invalid reference");
      if (nextTransfer === "refuse") return fail(400, "Your balance is not enough to fulfil this request");
      if (nextTransfer === "error") return fail(500, "An error occurred");
      const found = transfers.get(reference);
      // The same reference again makes no second transfer: Paystack answers the first.
      const t = found ?? {
        id: nextId++,
        transferCode: `TRF_${randomBytes(6).toString("hex")}`,
        reference,
        amount,
        currency: typeof currency === "string" ? currency : "NGN",
        recipient,
        status: nextTransfer === "success" ? ("success" as const) : ("pending" as const),
      };
      transfers.set(reference, t);
      if (nextTransfer === "lost") return fail(500, "An error occurred");
      return {
        status: 200,
        json: {
          status: true,
          message: "Transfer has been queued",
          data: {
            id: t.id,
            transfer_code: t.transferCode,
            reference: t.reference,
            amount: t.amount,
            currency: t.currency,
            status: t.status,
          },
        },
      };
    }
    const verifyTransfer = /^\/transfer\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && verifyTransfer?.[1]) {
      if (verifyAnswer === "error") return fail(500, "An error occurred");
      const t = transfers.get(decodeURIComponent(verifyTransfer[1]));
      if (!t) return fail(404, "Transfer not found");
      return {
        status: 200,
        json: {
          status: true,
          message: "Transfer retrieved",
          data: {
            id: t.id,
            transfer_code: t.transferCode,
            reference: t.reference,
            amount: t.amount,
            currency: t.currency,
            status: t.status,
            source: "balance",
          },
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
    transfers,
    /** How the next transfer is answered: pending (default), success at once, or refused (400). */
    answerTransfers(how: TransferAnswer) {
      nextTransfer = how;
    },
    /** How GET /transfer/verify/{reference} answers: as the transfer is kept, or a 500. */
    answerVerify(how: "ok" | "error") {
      verifyAnswer = how;
    },
    /**
     * A transfer ends as Paystack reports it: the stand-in changes it and POSTs the signed
     * `transfer.success`, `transfer.failed` or `transfer.reversed` event to the webhook URL, as
     * Paystack does. Answers the webhook's status and the body sent (to replay it).
     */
    async settleTransfer(
      reference: string,
      outcome: "success" | "failed" | "reversed",
      webhook: string | ((init: RequestInit) => Promise<{ status: number }>),
      secret = secretKey,
    ) {
      const t = transfers.get(reference);
      if (!t) throw new Error(`no transfer ${reference}`);
      t.status = outcome;
      const body = JSON.stringify(paystackTransferEvent(t));
      const init: RequestInit = {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-paystack-signature": signPaystack(body, secret) },
        body,
      };
      const res = typeof webhook === "string" ? await fetch(webhook, init) : await webhook(init);
      return { status: res.status, body };
    },
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

/** A `transfer.success` / `transfer.failed` / `transfer.reversed` event as Paystack sends it. */
export function paystackTransferEvent(
  t: Pick<PaystackTransfer, "id" | "transferCode" | "reference" | "amount" | "currency" | "status">,
) {
  return {
    event: `transfer.${t.status}`,
    data: {
      id: t.id,
      amount: t.amount,
      currency: t.currency,
      domain: "test",
      reference: t.reference,
      source: "balance",
      status: t.status,
      transfer_code: t.transferCode,
      transferred_at: t.status === "success" ? new Date().toISOString() : null,
    },
  };
}
