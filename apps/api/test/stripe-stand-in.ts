import { createHmac, randomBytes } from "node:crypto";
import { type StandInAnswer, type StandInRequest, startStandIn } from "./stand-in-server.ts";

/**
 * A local Stripe speaking what the gateway uses: Checkout Sessions (create, retrieve) and refunds;
 * Connect Express (issue 31, decision 062): connected accounts, account links to a hosted onboarding
 * page (a plain form whose 'Complete onboarding' button enables payouts, sends the signed
 * `account.updated` webhook and goes back to return_url), and transfers to connected accounts;
 * form-encoded requests with bracketed keys, Bearer secret-key authentication, Idempotency-Key
 * replays (another body with the same key is refused, as Stripe does), and Stripe's error envelope.
 */
export interface StripeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  amount_total: number;
  currency: string;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  line_items_sent: unknown;
}

export const STRIPE_TEST_KEY = "sk_test_stripe_stand_in";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_stand_in_secret";

/** Stripe's signature scheme: `t={seconds},v1=hex(HMAC-SHA256(secret, "{t}.{body}"))`. */
export function signStripe(body: string, timestampSeconds: number, secret = STRIPE_TEST_WEBHOOK_SECRET) {
  const v1 = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${v1}`;
}

/** `a[b][0][c]=x` form fields as nested objects (arrays for numeric keys). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? "");
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export interface StripeAccount {
  id: string;
  object: "account";
  type: string;
  country: string;
  email: string | null;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  details_submitted: boolean;
  capabilities: Record<string, "active" | "inactive" | "pending">;
  metadata: Record<string, string>;
}

export interface StripeTransfer {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  description: string | null;
  metadata: Record<string, string>;
  reversed: boolean;
  created: number;
}

/** How the stand-in answers POST /v1/transfers: made, refused (400), or a 500 (nobody knows). */
export type TransferAnswer = "ok" | "refuse" | "error";

export interface StripeStandInOptions {
  /** Delivers a signed webhook (the API's `/v1/payment/webhook/stripe`); the hosted onboarding page uses it. */
  deliver?: (body: string, signature: string) => unknown;
  /** A fixed port (the e2e suite's); a free one by default. */
  port?: number;
  webhookSecret?: string;
  /** The time its signatures carry (a test whose server clock runs ahead); now by default. */
  now?: () => Date;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Stripe's hosted onboarding, reduced to one button. */
function onboardingPage(linkId: string, account: StripeAccount): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe stand-in: onboarding</title>
<link rel="icon" href="data:,"></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<main>
<h1>Set up payouts (Stripe stand-in)</h1>
<p>Connected account <code>${escapeHtml(account.id)}</code> (${escapeHtml(account.country)}). A real Stripe page asks for identity and bank details here.</p>
<form method="post" action="/connect/onboarding/${escapeHtml(linkId)}">
<button type="submit">Complete onboarding</button>
</form>
</main>
</body></html>`;
}

export async function startStripeStandIn(secretKey = STRIPE_TEST_KEY, options: StripeStandInOptions = {}) {
  const webhookSecret = options.webhookSecret ?? STRIPE_TEST_WEBHOOK_SECRET;
  let base = "";
  const accounts = new Map<string, StripeAccount>();
  const links = new Map<string, { account: string; refresh_url: string; return_url: string }>();
  const transfers = new Map<string, StripeTransfer>();
  let transferAnswer: TransferAnswer = "ok";
  const delivered: Array<{ type: string; status: number | undefined }> = [];
  const sessions = new Map<string, StripeSession>();
  const refunds: Array<{ id: string; payment_intent: string; amount: number }> = [];
  const replies = new Map<string, { body: string; answer: StandInAnswer }>();
  const fail = (status: number, message: string, type = "invalid_request_error") => ({
    status,
    json: { error: { type, message } },
  });

  /** Signs an event and hands it to `deliver` (nothing when there is none). */
  const send = async (event: { type: string }) => {
    if (!options.deliver) return;
    const body = JSON.stringify(event);
    const at = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
    // As Stripe: the provider's onboarding is done whether or not the endpoint took the event.
    let status: number | undefined;
    try {
      const answer = await options.deliver(body, signStripe(body, at, webhookSecret));
      status = answer && typeof answer === "object" && "status" in answer ? Number(answer.status) : undefined;
    } catch {
      status = undefined;
    }
    delivered.push({ type: event.type, status });
  };

  /** The provider finished the hosted form: payouts on, and Stripe says so with `account.updated`. */
  const completeOnboarding = async (accountId: string) => {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`no account ${accountId}`);
    Object.assign(account, { payouts_enabled: true, details_submitted: true });
    account.capabilities.transfers = "active";
    await send(connectEvent("account.updated", account, accountId));
    return account;
  };

  /** The hosted onboarding page (no API key: a browser visits it). */
  const hosted = async (req: StandInRequest): Promise<StandInAnswer | undefined> => {
    const match = /^\/connect\/onboarding\/([^/?]+)/.exec(req.path);
    if (!match?.[1]) return undefined;
    const link = links.get(match[1]);
    const account = link ? accounts.get(link.account) : undefined;
    if (!link || !account) {
      return { status: 404, text: "This link has expired.", headers: { "Content-Type": "text/plain" } };
    }
    if (req.method === "GET") {
      return {
        status: 200,
        text: onboardingPage(match[1], account),
        headers: { "Content-Type": "text/html; charset=utf-8" },
      };
    }
    await completeOnboarding(account.id);
    return { status: 303, text: "", headers: { Location: link.return_url } };
  };

  const connect = (req: StandInRequest, form: Record<string, unknown>): StandInAnswer | undefined => {
    if (req.method === "POST" && req.path === "/v1/accounts") {
      if (form.type !== "express") return fail(400, "Only express accounts are made by this stand-in");
      if (form.country !== "US" && form.country !== "GB") return fail(400, "Invalid country");
      const capabilities = (form.capabilities ?? {}) as Record<string, { requested?: string }>;
      const account: StripeAccount = {
        id: id("acct"),
        object: "account",
        type: "express",
        country: String(form.country),
        email: typeof form.email === "string" ? form.email : null,
        payouts_enabled: false,
        charges_enabled: false,
        details_submitted: false,
        capabilities: Object.fromEntries(
          Object.entries(capabilities)
            .filter(([, v]) => v.requested === "true")
            .map(([k]) => [k, "inactive" as const]),
        ),
        metadata: (form.metadata as Record<string, string>) ?? {},
      };
      accounts.set(account.id, account);
      return { status: 200, json: account };
    }
    const retrieve = /^\/v1\/accounts\/([^/?]+)$/.exec(req.path);
    if (req.method === "GET" && retrieve?.[1]) {
      const account = accounts.get(retrieve[1]);
      return account ? { status: 200, json: account } : fail(404, `No such account: '${retrieve[1]}'`);
    }
    if (req.method === "POST" && req.path === "/v1/account_links") {
      const account = accounts.get(String(form.account ?? ""));
      if (!account) return fail(400, `No such account: '${String(form.account)}'`);
      if (form.type !== "account_onboarding") return fail(400, "Invalid type");
      if (typeof form.refresh_url !== "string" || typeof form.return_url !== "string") {
        return fail(400, "Missing required param: refresh_url or return_url");
      }
      const linkId = id("link");
      links.set(linkId, { account: account.id, refresh_url: form.refresh_url, return_url: form.return_url });
      const created = Math.floor(Date.now() / 1000);
      return {
        status: 200,
        json: {
          object: "account_link",
          created,
          expires_at: created + 300,
          url: `${base}/connect/onboarding/${linkId}`,
        },
      };
    }
    if (req.method === "POST" && req.path === "/v1/transfers") {
      if (transferAnswer === "error") return fail(500, "An unknown error occurred", "api_error");
      const destination = accounts.get(String(form.destination ?? ""));
      if (!destination) return fail(400, `No such destination: '${String(form.destination)}'`);
      if (transferAnswer === "refuse") {
        return fail(400, "You have insufficient available funds in your Stripe account.");
      }
      if (destination.capabilities.transfers !== "active") {
        return fail(
          400,
          "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
        );
      }
      const amount = Number(form.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0) return fail(400, "Invalid positive integer");
      const transfer: StripeTransfer = {
        id: id("tr"),
        object: "transfer",
        amount,
        amount_reversed: 0,
        currency: String(form.currency),
        destination: destination.id,
        transfer_group: typeof form.transfer_group === "string" ? form.transfer_group : null,
        description: typeof form.description === "string" ? form.description : null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        reversed: false,
        created: Math.floor(Date.now() / 1000),
      };
      transfers.set(transfer.id, transfer);
      return { status: 200, json: transfer };
    }
    // Transfers listed by their transfer_group (how the payout reconciliation finds one by reference).
    if (req.method === "GET" && req.path.split("?")[0] === "/v1/transfers") {
      const group = new URL(req.path, "http://stand-in").searchParams.get("transfer_group");
      const data = [...transfers.values()].filter((t) => group === null || t.transfer_group === group);
      return { status: 200, json: { object: "list", url: "/v1/transfers", has_more: false, data } };
    }
    return undefined;
  };

  const route = (req: StandInRequest): StandInAnswer => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return fail(401, "Invalid API Key provided", "authentication_error");
    }
    const form = parseStripeForm(req.body);
    const connected = connect(req, form);
    if (connected) return connected;
    if (req.method === "POST" && req.path === "/v1/checkout/sessions") {
      const items = form.line_items as
        | Array<{ quantity: string; price_data: Record<string, unknown> }>
        | undefined;
      const item = items?.[0];
      const price = item?.price_data;
      if (form.mode !== "payment" || !item || !price || typeof price.currency !== "string") {
        return fail(400, "Missing required param: line_items[0][price_data]");
      }
      const session: StripeSession = {
        id: id("cs"),
        object: "checkout.session",
        mode: String(form.mode),
        url: "",
        client_reference_id: typeof form.client_reference_id === "string" ? form.client_reference_id : null,
        customer_email: typeof form.customer_email === "string" ? form.customer_email : null,
        amount_total: Number(price.unit_amount) * Number(item.quantity),
        currency: price.currency,
        payment_status: "unpaid",
        status: "open",
        payment_intent: null,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        metadata: (form.metadata as Record<string, string>) ?? {},
        line_items_sent: items,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, json: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.path);
    if (req.method === "GET" && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      return session
        ? { status: 200, json: session }
        : fail(404, `No such checkout.session: '${retrieve[1]}'`);
    }
    if (req.method === "POST" && req.path === "/v1/refunds") {
      const intent = String(form.payment_intent ?? "");
      const session = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!session) return fail(404, `No such payment_intent: '${intent}'`);
      const amount = form.amount === undefined ? session.amount_total : Number(form.amount);
      const refunded = refunds
        .filter((r) => r.payment_intent === intent)
        .reduce((sum, r) => sum + r.amount, 0);
      if (amount > session.amount_total - refunded) {
        return fail(400, "Refund amount is greater than unrefunded amount on charge");
      }
      const refund = { id: id("re"), payment_intent: intent, amount };
      refunds.push(refund);
      return {
        status: 200,
        json: { ...refund, object: "refund", status: "succeeded", currency: session.currency },
      };
    }
    return fail(404, `Unrecognized request URL (${req.method}: ${req.path})`);
  };

  const server = await startStandIn(async (req) => {
    const page = await hosted(req);
    if (page) return page;
    const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    const cacheKey = typeof key === "string" ? `${req.path} ${key}` : undefined;
    const replay = cacheKey ? replies.get(cacheKey) : undefined;
    if (replay) {
      // Stripe answers the first answer again, for the same parameters only.
      if (replay.body !== req.body) {
        return fail(
          400,
          "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          "idempotency_error",
        );
      }
      return replay.answer;
    }
    const answer = route(req);
    // A 500 is not kept (Stripe lets the same key be tried again after an error it had).
    if (cacheKey && answer.status < 500) replies.set(cacheKey, { body: req.body, answer });
    return answer;
  }, options.port);
  base = server.url;

  return {
    ...server,
    sessions,
    refunds,
    accounts,
    links,
    transfers,
    /** Signed deliveries the stand-in made (the hosted page's `account.updated`), with the API's status. */
    delivered,
    completeOnboarding,
    /** How POST /v1/transfers answers from now on. */
    answerTransfers(answer: TransferAnswer) {
      transferAnswer = answer;
    },
    /** Stripe took a transfer back (all of it): the `transfer.reversed` event, not yet sent. */
    reverseTransfer(transferId: string) {
      const transfer = transfers.get(transferId);
      if (!transfer) throw new Error(`no transfer ${transferId}`);
      Object.assign(transfer, { reversed: true, amount_reversed: transfer.amount });
      return stripeObjectEvent("transfer.reversed", transfer);
    },
    /** The connected account's automatic payout to its bank: `payout.paid` or `payout.failed`. */
    bankPayout(accountId: string, outcome: "paid" | "failed", amount: number, currency: string) {
      const payout = {
        id: id("po"),
        object: "payout",
        amount,
        currency: currency.toLowerCase(),
        status: outcome,
        automatic: true,
        failure_code: outcome === "failed" ? "account_closed" : null,
        metadata: {},
      };
      return connectEvent(`payout.${outcome}`, payout, accountId);
    },
    /** The payer paid on Stripe's page. */
    pay(sessionId: string) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      Object.assign(s, { payment_status: "paid", status: "complete", payment_intent: id("pi") });
      return s;
    },
    /** Nobody paid within the session's life. */
    expire(sessionId: string) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = "expired";
      return s;
    },
  };
}

/** A Stripe event around a Checkout Session, as its webhooks send it. */
export function stripeEvent(type: string, session: Partial<StripeSession>, eventId = id("evt")) {
  return stripeObjectEvent(type, { object: "checkout.session", ...session }, eventId);
}

/** A Stripe event around any object (a transfer, a payout, an account). */
export function stripeObjectEvent(type: string, object: object, eventId = id("evt")) {
  return {
    id: eventId,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
}

/** An event on a connected account (Connect webhooks name the account). */
export function connectEvent(type: string, object: object, accountId: string, eventId = id("evt")) {
  return { ...stripeObjectEvent(type, object, eventId), account: accountId };
}
