import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  /** Where avatars and other API-served images come from (the API's public origin). */
  imageOrigins: string[];
  /** HSTS belongs only to a production site served over HTTPS (never to localhost or the demo). */
  hsts: boolean;
  /**
   * Where a form may send the browser besides this site: the payment checkouts a top-up's answer
   * redirects to (browsers hold the redirect after a form post to form-action too).
   */
  checkoutOrigins?: string[];
  /** Where scripts may connect besides this site: the session rooms' LiveKit server when configured. */
  connectOrigins?: string[];
}

/** The gateways' hosted checkouts (docs/decisions/023): Paystack's and Stripe's. The sandbox's is the API's. */
export const GATEWAY_CHECKOUT_ORIGINS = ["https://checkout.paystack.com", "https://checkout.stripe.com"];

/** A fresh nonce per response, kept in res.locals for the CSP header and Remix's inline scripts. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

const nonce = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;

/**
 * The sites' security headers (helmet). The CSP allows scripts only from this origin plus the
 * response's nonce (Remix's inline hydration scripts), styles from this origin (vanilla-extract emits
 * CSS files) plus the nonce (the <style> Radix's scroll lock injects), and inline style attributes,
 * which React renders for visually hidden text and positioned overlays and which cannot run code.
 */
export function securityHeaders({
  imageOrigins,
  hsts,
  checkoutOrigins = [],
  connectOrigins = [],
}: SecurityHeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", nonce],
        styleSrc: ["'self'", nonce],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...connectOrigins],
        formAction: ["'self'", ...checkoutOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        ...(hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: hsts ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  }) as RequestHandler;
}
