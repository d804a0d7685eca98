import { z } from "zod";
import { type GatewayName, WebhookSignatureError } from "../gateways/gateway.ts";
import {
  GatewayRefusal,
  type PaystackOptions,
  paystackCaller,
  paystackEnvelope,
} from "../gateways/paystack-http.ts";
import { hmacHex, sameHex } from "../gateways/signatures.ts";

/**
 * Sending a provider's money out (issue 31, docs/decisions/057-payouts.md): Paystack Transfers for
 * naira, Stripe Connect Express for dollars and pounds (stripe-payouts.ts, decision 062); the sandbox
 * offline. Amounts in minor units.
 */
export interface Bank {
  code: string;
  name: string;
}

export interface TransferResult {
  /** The gateway's own id of the transfer (Paystack's `TRF_…`). */
  transferId: string;
  /** Paystack answers pending (the webhook settles it), or success/failed at once. */
  status: "pending" | "success" | "failed";
}

/**
 * What the gateway knows of a transfer of ours, asked by its reference (the reconciliation of payouts
 * left on their way, reconcile-payouts.ts): still on its way, or how it ended.
 */
export interface TransferFound {
  transferId: string;
  status: "pending" | "success" | "failed" | "reversed";
  /** What was sent, minor units (checked against the payout before anything moves). */
  amount: number;
  currency: string;
}

/** Where a transfer of ours ended: it moves the payout (and the ledger). */
export type TransferOutcome = "paid" | "failed" | "reversed";

export interface TransferEvent {
  /**
   * A transfer's end, or (Stripe Connect) the connected account's own payout to its bank:
   * `bank_paid` / `bank_failed` name no payout of ours and move no money (decision 062).
   */
  outcome: TransferOutcome | "bank_paid" | "bank_failed";
  /** Our payout reference; for bank_* the gateway's payout id. */
  reference: string;
  /** What the gateway sent, minor units. */
  amount: number;
  currency: string;
  /** Names the delivery: a replay carries the same id. */
  eventId: string;
  /** Stripe Connect: the connected account the event happened on. */
  accountId?: string;
  /** Stripe: why a bank payout failed (`account_closed`, …). */
  failureCode?: string;
}

/** A connected account's state (Stripe's `account.updated`). */
export interface ConnectAccountEvent {
  accountId: string;
  payoutsEnabled: boolean;
  /** The provider finished Stripe's onboarding form (Stripe may still be checking it). */
  detailsSubmitted: boolean;
  eventId: string;
}

/** Connected accounts onboarded on the gateway's own pages (Stripe Connect Express). */
export interface ConnectAccounts {
  /** A new connected account; the same provider and currency again answers the same account. */
  createAccount(p: { providerId: string; currency: string; email: string }): Promise<{ accountId: string }>;
  /** A one-time link to the gateway's hosted onboarding for the account. */
  accountLink(p: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  /** The account's state now (webhooks may arrive out of order: each one is a cue to ask). */
  retrieveAccount(accountId: string): Promise<{ payoutsEnabled: boolean; detailsSubmitted: boolean }>;
  /** An account webhook, signature checked (throws WebhookSignatureError); null when not about an account. */
  parseAccountWebhook(rawBody: string, headers: Headers, now: Date): ConnectAccountEvent | null;
}

export interface PayoutGateway {
  readonly name: GatewayName;
  listBanks(currency: string): Promise<Bank[]>;
  /** The account holder's name for an account number at a bank, as the bank has it. */
  resolveAccount(p: { accountNumber: string; bankCode: string }): Promise<{ accountName: string }>;
  createRecipient(p: {
    accountName: string;
    accountNumber: string;
    bankCode: string;
    currency: string;
  }): Promise<{ recipientCode: string }>;
  /** Idempotent by reference: sending the same reference again makes no second transfer. */
  transfer(p: {
    amount: number;
    currency: string;
    recipientCode: string;
    reference: string;
    reason: string;
  }): Promise<TransferResult>;
  /**
   * The transfer made with this reference, or null when the gateway has none (it never received it).
   * A 5xx or timeout throws GatewayError: nothing is known.
   */
  verifyTransfer(reference: string): Promise<TransferFound | null>;
  /** A transfer webhook, signature checked (throws WebhookSignatureError); null when not a transfer event. */
  parseTransferWebhook(rawBody: string, headers: Headers, now?: Date): TransferEvent | null;
  /** Present where providers onboard on the gateway's pages (Stripe Connect) instead of giving a bank account. */
  readonly connect?: ConnectAccounts;
}

export { GatewayRefusal };

const envelope = paystackEnvelope;

const banksAnswer = envelope(z.array(z.object({ name: z.string(), code: z.string() }).loose()));
const resolveAnswer = envelope(z.object({ account_name: z.string().min(1) }).loose());
const recipientAnswer = envelope(z.object({ recipient_code: z.string().min(1) }).loose());
const transferAnswer = envelope(z.object({ transfer_code: z.string().min(1), status: z.string() }).loose());
const verifyAnswer = envelope(
  z
    .object({
      transfer_code: z.string().min(1),
      reference: z.string(),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
    })
    .loose(),
);
/** Paystack's transfer statuses that mean no money left (abandoned: the OTP was never given). */
const PAYSTACK_ENDED_UNPAID = new Set(["failed", "abandoned", "blocked", "rejected"]);
const transferWebhook = z.object({
  event: z.string(),
  data: z
    .object({
      id: z.union([z.number(), z.string()]),
      reference: z.string().min(1),
      amount: z.number().int(),
      currency: z.string(),
    })
    .loose(),
});

const TRANSFER_EVENTS: Record<string, TransferEvent["outcome"]> = {
  "transfer.success": "paid",
  "transfer.failed": "failed",
  "transfer.reversed": "reversed",
};

/** Paystack Transfers: banks, account resolution, transfer recipients and transfers, with their webhooks. */
export function createPaystackPayouts(options: PaystackOptions): PayoutGateway {
  const call = paystackCaller(options);

  return {
    name: "paystack",
    async listBanks(currency) {
      const answer = await call(
        "GET",
        `/bank?currency=${encodeURIComponent(currency)}&perPage=100`,
        banksAnswer,
      );
      return answer.data.map((b) => ({ code: b.code, name: b.name }));
    },
    async resolveAccount(p) {
      const query = new URLSearchParams({ account_number: p.accountNumber, bank_code: p.bankCode });
      const answer = await call("GET", `/bank/resolve?${query}`, resolveAnswer);
      return { accountName: answer.data.account_name };
    },
    async createRecipient(p) {
      const answer = await call("POST", "/transferrecipient", recipientAnswer, {
        type: "nuban",
        name: p.accountName,
        account_number: p.accountNumber,
        bank_code: p.bankCode,
        currency: p.currency,
      });
      return { recipientCode: answer.data.recipient_code };
    },
    async transfer(p) {
      const answer = await call("POST", "/transfer", transferAnswer, {
        source: "balance",
        amount: p.amount,
        currency: p.currency,
        recipient: p.recipientCode,
        reference: p.reference,
        reason: p.reason,
      });
      const status = answer.data.status;
      return {
        transferId: answer.data.transfer_code,
        status:
          status === "success"
            ? "success"
            : status === "failed" || status === "reversed"
              ? "failed"
              : "pending",
      };
    },
    async verifyTransfer(reference) {
      let answer: z.infer<typeof verifyAnswer>;
      try {
        answer = await call("GET", `/transfer/verify/${encodeURIComponent(reference)}`, verifyAnswer);
      } catch (err) {
        // 404 "Transfer not found": Paystack never received a transfer with this reference.
        if (err instanceof GatewayRefusal && err.status === 404) return null;
        throw err;
      }
      const status = answer.data.status;
      return {
        transferId: answer.data.transfer_code,
        // pending, otp, processing, received, queued: still on its way.
        status:
          status === "success"
            ? "success"
            : status === "reversed"
              ? "reversed"
              : PAYSTACK_ENDED_UNPAID.has(status)
                ? "failed"
                : "pending",
        amount: answer.data.amount,
        currency: answer.data.currency.toUpperCase(),
      };
    },
    parseTransferWebhook(rawBody, headers) {
      const signature = headers.get("x-paystack-signature") ?? "";
      if (!sameHex(signature, hmacHex("sha512", options.secretKey, rawBody)))
        throw new WebhookSignatureError();
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = transferWebhook.safeParse(json);
      if (!parsed.success) return null;
      const outcome = TRANSFER_EVENTS[parsed.data.event];
      if (!outcome) return null;
      const { data } = parsed.data;
      return {
        outcome,
        reference: data.reference,
        amount: data.amount,
        currency: data.currency.toUpperCase(),
        eventId: `${parsed.data.event}:${data.id}`,
      };
    },
  };
}

/** Offline payouts (the default, `npm start`): a few banks, a made-up account name, transfers that arrive at once. */
export const SANDBOX_BANKS: readonly Bank[] = [
  { code: "044", name: "Access Bank" },
  { code: "058", name: "Guaranty Trust Bank" },
  { code: "011", name: "First Bank of Nigeria" },
  { code: "057", name: "Zenith Bank" },
];

export function createSandboxPayouts(): PayoutGateway {
  return {
    name: "sandbox",
    async listBanks() {
      return [...SANDBOX_BANKS];
    },
    async resolveAccount(p) {
      if (!SANDBOX_BANKS.some((b) => b.code === p.bankCode) || p.accountNumber.startsWith("000"))
        throw new GatewayRefusal("sandbox", "Could not resolve account name");
      return { accountName: `SANDBOX ACCOUNT ${p.accountNumber.slice(-4)}` };
    },
    async createRecipient(p) {
      return { recipientCode: `RCP_sandbox_${p.bankCode}_${p.accountNumber}` };
    },
    async transfer(p) {
      return { transferId: `TRF_sandbox_${p.reference}`, status: "success" };
    },
    async verifyTransfer() {
      // The sandbox keeps nothing: a sandbox transfer succeeds the moment it is sent, so a sandbox payout
      // still pending was never sent (the process died between reserving and sending): send it.
      return null;
    },
    parseTransferWebhook() {
      return null;
    },
  };
}
