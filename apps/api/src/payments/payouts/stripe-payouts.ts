import Stripe from "stripe";
import { GatewayError, WebhookSignatureError } from "../gateways/gateway.ts";
import { GatewayRefusal } from "../gateways/paystack-http.ts";
import type { StripeOptions } from "../gateways/stripe-gateway.ts";
import type { ConnectAccountEvent, ConnectAccounts, PayoutGateway, TransferEvent } from "./payout-gateway.ts";

/**
 * Stripe Connect Express for dollars and pounds (issue 31, docs/decisions/062-stripe-connect-payouts.md):
 * a connected account per provider and currency, Stripe's hosted onboarding (account links), transfers
 * from the platform's balance to the connected account, and their webhooks. Stripe pays the connected
 * account's balance out to the provider's bank on its own schedule.
 */

/** How old a webhook's signed timestamp may be, in seconds (Stripe's own default). */
const TOLERANCE_SECONDS = 300;
const REQUEST_TIMEOUT_MS = 15_000;

/** The country of the connected account for a payout currency. */
export const STRIPE_CONNECT_COUNTRY: Record<string, "US" | "GB"> = { USD: "US", GBP: "GB" };

/** The SDK's host, port and protocol from a base URL (a stand-in in tests). */
function connection(baseUrl: string) {
  const url = new URL(baseUrl);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

/** A 4xx is Stripe saying no (nothing was done); anything else may or may not have been acted on. */
function wrap(err: unknown, what: string): GatewayError {
  const detail = err instanceof Error ? `: ${err.message}` : "";
  const status = err instanceof Stripe.errors.StripeError ? err.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500 && status !== 429)
    return new GatewayRefusal("stripe", `${what} refused${detail}`, err, status);
  return new GatewayError("stripe", `${what} failed${detail}`, err);
}

/** What a transfer's or a connected account's event says about our payout, or null. */
function transferEventOf(event: Stripe.Event): TransferEvent | null {
  if (event.type === "transfer.reversed") {
    const transfer = event.data.object;
    const reference = transfer.metadata?.reference ?? transfer.transfer_group ?? "";
    if (!reference) return null;
    return {
      outcome: "reversed",
      reference,
      // What was taken back so far: a partial reversal does not match the payout and moves nothing.
      amount: transfer.amount_reversed,
      currency: transfer.currency.toUpperCase(),
      eventId: event.id,
    };
  }
  return null;
}

/** A connected account's payout to its bank (Connect events name the account). */
function bankPayoutEventOf(event: Stripe.Event): TransferEvent | null {
  if (event.type !== "payout.paid" && event.type !== "payout.failed") return null;
  const payout = event.data.object;
  if (!event.account) return null;
  return {
    outcome: event.type === "payout.paid" ? "bank_paid" : "bank_failed",
    reference: payout.id,
    amount: payout.amount,
    currency: payout.currency.toUpperCase(),
    eventId: event.id,
    accountId: event.account,
    ...(payout.failure_code ? { failureCode: payout.failure_code } : {}),
  };
}

function accountEventOf(event: Stripe.Event): ConnectAccountEvent | null {
  if (event.type !== "account.updated") return null;
  const account = event.data.object;
  return {
    accountId: account.id,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    eventId: event.id,
  };
}

export function createStripePayouts(options: StripeOptions): PayoutGateway & { connect: ConnectAccounts } {
  const stripe = new Stripe(options.secretKey, {
    ...connection(options.baseUrl),
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    telemetry: false,
  });

  /** The signed event, or WebhookSignatureError. */
  function verified(rawBody: string, headers: Headers, now: Date): Stripe.Event {
    const signature = headers.get("stripe-signature");
    if (!signature) throw new WebhookSignatureError();
    try {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
        TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch {
      throw new WebhookSignatureError();
    }
  }

  const noBanks = (what: string) => () =>
    Promise.reject(new GatewayError("stripe", `${what}: Stripe Connect onboards through its own pages`));

  return {
    name: "stripe",
    listBanks: noBanks("listing banks"),
    resolveAccount: noBanks("resolving an account"),
    createRecipient: noBanks("creating a recipient"),

    async transfer(p) {
      let transfer: Stripe.Transfer;
      try {
        transfer = await stripe.transfers.create(
          {
            amount: p.amount,
            currency: p.currency.toLowerCase(),
            destination: p.recipientCode,
            transfer_group: p.reference,
            description: p.reason,
            metadata: { reference: p.reference },
          },
          // Sending the same payout again answers the first transfer, never a second one.
          { idempotencyKey: p.reference },
        );
      } catch (err) {
        throw wrap(err, "creating a transfer");
      }
      // A transfer to a connected account lands in its Stripe balance at once (or is refused, 4xx).
      return { transferId: transfer.id, status: transfer.reversed ? "failed" : "success" };
    },

    async verifyTransfer(reference) {
      // Our transfers carry the payout's reference as their transfer_group (and metadata).
      let found: Stripe.Transfer | undefined;
      try {
        const list = await stripe.transfers.list({ transfer_group: reference, limit: 10 });
        found = list.data.find((t) => (t.metadata?.reference ?? t.transfer_group) === reference);
      } catch (err) {
        throw wrap(err, "listing transfers");
      }
      if (!found) return null;
      return {
        transferId: found.id,
        // A transfer exists once made; only a full reversal takes it back.
        status: found.reversed ? "reversed" : "success",
        amount: found.amount,
        currency: found.currency.toUpperCase(),
      };
    },

    parseTransferWebhook(rawBody, headers, now = new Date()) {
      const event = verified(rawBody, headers, now);
      return transferEventOf(event) ?? bankPayoutEventOf(event);
    },

    connect: {
      async createAccount(p) {
        const country = STRIPE_CONNECT_COUNTRY[p.currency];
        if (!country) throw new GatewayError("stripe", `no connected account country for ${p.currency}`);
        try {
          const account = await stripe.accounts.create(
            {
              type: "express",
              country,
              email: p.email,
              capabilities: { transfers: { requested: true } },
              business_type: "individual",
              metadata: { provider_id: p.providerId, currency: p.currency },
            },
            // Two requests at once (a double click) make one account.
            { idempotencyKey: `connect-account:${p.providerId}:${p.currency}` },
          );
          return { accountId: account.id };
        } catch (err) {
          throw wrap(err, "creating a connected account");
        }
      },

      async accountLink(p) {
        try {
          const link = await stripe.accountLinks.create({
            account: p.accountId,
            type: "account_onboarding",
            refresh_url: p.refreshUrl,
            return_url: p.returnUrl,
          });
          return { url: link.url };
        } catch (err) {
          throw wrap(err, "creating an account link");
        }
      },

      async retrieveAccount(accountId) {
        try {
          const account = await stripe.accounts.retrieve(accountId);
          return {
            payoutsEnabled: account.payouts_enabled === true,
            detailsSubmitted: account.details_submitted === true,
          };
        } catch (err) {
          throw wrap(err, `retrieving account ${accountId}`);
        }
      },

      parseAccountWebhook(rawBody, headers, now) {
        return accountEventOf(verified(rawBody, headers, now));
      },
    },
  };
}
