import { parseArgs } from "node:util";
import { STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, startStripeStandIn } from "./stripe-stand-in.ts";

/**
 * The Stripe stand-in as a process of its own, for the e2e suite (tooling/e2e/playwright.config.ts
 * starts it with `npx tsx test/stripe-stand-in-cli.ts --port 4050 --webhook {API}/v1/payment/webhook/stripe`):
 * Stripe Connect's API and its hosted onboarding page on that port, whose 'Complete onboarding' button
 * sends the signed `account.updated` to the webhook URL. The API under test is given
 * STRIPE_BASE_URL = this origin, PAYOUT_GATEWAY_GLOBAL=stripe, and the stand-in's test keys.
 */
const { values } = parseArgs({
  options: { port: { type: "string", default: "12111" }, webhook: { type: "string" } },
});
const port = Number(values.port);
const webhookUrl = values.webhook;
if (!webhookUrl) throw new Error("--webhook (the API's /v1/payment/webhook/stripe) is required");

const stripe = await startStripeStandIn(STRIPE_TEST_KEY, {
  port,
  webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
  deliver: async (body, signature) => {
    const res = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body,
    });
    if (!res.ok) console.error(`stripe stand-in: the webhook answered ${res.status}`);
    return res;
  },
});
console.log(`stripe stand-in listening on ${stripe.url}`);
const stop = () => {
  void stripe.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
