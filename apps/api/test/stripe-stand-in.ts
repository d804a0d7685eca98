import { createHmac, randomBytes } from "node:crypto";
import { type StandInRequest, startStandIn } from "./stand-in-server.ts";

/**
 * A local Stripe speaking what the gateway uses: Checkout Sessions (create, retrieve) and refunds,
 * form-encoded requests with bracketed keys, Bearer secret-key authentication, Idempotency-Key
 * replays, and Stripe's error envelope.
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

export async function startStripeStandIn(secretKey = STRIPE_TEST_KEY) {
  const sessions = new Map<string, StripeSession>();
  const refunds: Array<{ id: string; payment_intent: string; amount: number }> = [];
  const replies = new Map<string, { status: number; json: unknown }>();
  const fail = (status: number, message: string, type = "invalid_request_error") => ({
    status,
    json: { error: { type, message } },
  });

  const route = (req: StandInRequest): { status: number; json: unknown } => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return fail(401, "Invalid API Key provided", "authentication_error");
    }
    const form = parseStripeForm(req.body);
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

  const server = await startStandIn((req) => {
    const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    const cacheKey = typeof key === "string" ? `${req.path} ${key}` : undefined;
    const replay = cacheKey ? replies.get(cacheKey) : undefined;
    if (replay) return replay;
    const answer = route(req);
    if (cacheKey) replies.set(cacheKey, answer);
    return answer;
  });

  return {
    ...server,
    sessions,
    refunds,
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
  return {
    id: eventId,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    data: { object: { object: "checkout.session", ...session } },
  };
}
