import { GatewayError, type GatewayName, type InitializeParams } from "./gateway.ts";

/**
 * The callback URL with our reference on it (`?reference=`), other query parameters kept: where
 * every gateway sends the browser back.
 */
export function callbackWithReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set("reference", reference);
  return url.toString();
}

/** Refuses what no gateway could charge before anything is sent or stored. */
export function assertCheckoutParams(gateway: GatewayName, p: InitializeParams): void {
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) {
    throw new GatewayError(gateway, "the amount must be a whole number of minor units above zero");
  }
  if (!/^[A-Z]{3}$/.test(p.currency))
    throw new GatewayError(gateway, "the currency must be an ISO 4217 code");
  if (p.reference.trim() === "") throw new GatewayError(gateway, "the reference must not be empty");
  let url: URL;
  try {
    url = new URL(p.callbackUrl);
  } catch {
    throw new GatewayError(gateway, "the callback URL must be absolute");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new GatewayError(gateway, "the callback URL must be http or https");
  }
}

/**
 * Compares what a gateway says was paid with what the payment asked for. Returns the problem, or
 * null when both agree: nothing is credited on a mismatch (a tampered or mixed-up checkout).
 */
export function paymentMismatch(
  expected: { amount: number; currency: string },
  actual: { amount: number; currency: string },
): string | null {
  if (actual.currency.toUpperCase() !== expected.currency.toUpperCase()) {
    return `currency ${actual.currency} differs from the payment's ${expected.currency}`;
  }
  if (actual.amount !== expected.amount) {
    return `amount ${actual.amount} differs from the payment's ${expected.amount}`;
  }
  return null;
}
