import type { Context } from "hono";
import type { AppEnv } from "../../http/index.ts";
import { createRouter } from "../../http/index.ts";
import { callbackWithReference } from "./checkout-params.ts";
import { decideSandboxCheckout, findSandboxCheckout, type SandboxDecision } from "./sandbox-gateway.ts";
import {
  renderSandboxCheckout,
  renderSandboxMessage,
  SANDBOX_TEXT,
  sandboxPagePolicy,
} from "./sandbox-page.ts";

const DECISIONS = new Set<SandboxDecision>(["approve", "decline", "abandon"]);

function htmlPage(c: Context<AppEnv>, html: string, status: 200 | 400 | 404, callbackUrl?: string) {
  c.header("Content-Security-Policy", sandboxPagePolicy(callbackUrl));
  c.header("X-Robots-Tag", "noindex");
  return c.html(html, status);
}

const notFoundPage = (c: Context<AppEnv>) =>
  htmlPage(c, renderSandboxMessage(SANDBOX_TEXT.notFoundTitle, SANDBOX_TEXT.notFound), 404);

/**
 * The sandbox gateway's checkout page (GET) and its form (POST): a plain HTML form, no JavaScript.
 * Mounted only while the sandbox takes some currency; not part of the JSON API's document.
 */
export function sandboxRoutes() {
  const router = createRouter();

  router.get("/sandbox/checkout/:reference", async (c) => {
    const checkout = await findSandboxCheckout(c.var.deps.db, c.req.param("reference"));
    if (!checkout) return notFoundPage(c);
    return htmlPage(c, renderSandboxCheckout(checkout), 200, checkout.callbackUrl);
  });

  router.post("/sandbox/checkout/:reference", async (c) => {
    const { db, clock } = c.var.deps;
    const reference = c.req.param("reference");
    const existing = await findSandboxCheckout(db, reference);
    if (!existing) return notFoundPage(c);
    const form = await c.req.parseBody();
    const decision = form.decision;
    if (typeof decision !== "string" || !DECISIONS.has(decision as SandboxDecision)) {
      return htmlPage(c, renderSandboxMessage(SANDBOX_TEXT.invalidTitle, SANDBOX_TEXT.invalid), 400);
    }
    const decided = await decideSandboxCheckout(db, reference, decision as SandboxDecision, clock());
    if (!decided) return notFoundPage(c);
    return c.redirect(callbackWithReference(decided.callbackUrl, decided.reference), 303);
  });

  return router;
}
