import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isUlid } from "@marketplace/domain/ids";
import { requireAccount } from "../../dashboard/index.server.ts";
import { publicOrigin } from "../../env/index.server.ts";
import { region } from "../../env/index.ts";
import { assertSameOrigin } from "../../session/index.server.ts";
import type { PaymentCheck, Wallet } from "./payment-view.ts";

/**
 * Paying for a booking from its payment page (docs/decisions/023-ledger-and-payments.md): the wallet's
 * balance, the payment itself, and how a payment the gateway sent the browser back from stands.
 */

type Api = Awaited<ReturnType<typeof requireAccount>>["api"];

/** The client's wallet, or null when it cannot be read (the page says 'Failed to load'). */
export async function readWallet(api: Api): Promise<Wallet | null> {
  const { data } = await api.GET("/v1/wallet").catch(() => ({ data: undefined }));
  return data ?? null;
}

const REFERENCE = /^[A-Za-z0-9._=-]{1,100}$/;

/**
 * How the payment `reference` stands (the gateway's return address carries it). Asking settles it
 * while it is pending (the API verifies with the gateway), so the booking read after it is current.
 * Someone else's payment, a malformed or unknown reference, or a failed call is no payment: null.
 */
export async function checkPayment(api: Api, reference: string | null): Promise<PaymentCheck | null> {
  if (!reference || !REFERENCE.test(reference)) return null;
  const { data } = await api
    .GET("/v1/payment/status/{reference}", { params: { path: { reference } } })
    .catch(() => ({ data: undefined }));
  if (!data || data.purpose !== "booking") return null;
  return { reference, status: data.status, seriesIdentifier: data.seriesIdentifier };
}

export type PayResult =
  | { intent: "pay"; kind: "paid"; session: string }
  /** byScript: the page's script follows the address; a plain form post is redirected to it. */
  | { intent: "pay"; kind: "checkout"; authorizationUrl: string; byScript: boolean }
  | { intent: "pay"; kind: "error"; message: string };

const KEY = /^[A-Za-z0-9-]{16,100}$/;

/** The form's intent without reading its body (the booking forms read it after). */
export async function isPayForm(request: Request): Promise<boolean> {
  const form = await request.clone().formData();
  return form.get("intent") === "pay";
}

/**
 * The pay form, posted with or without JavaScript: `POST /v1/payment/booking/{id}` with the
 * Idempotency-Key the loader put in the form, so posting the same form again is a retry that moves no
 * money twice. `target` is the page's booking: a session, or a series (isSeries).
 */
export async function payAction(
  request: Request,
  context: object,
  target: { id: string; isSeries: boolean },
): Promise<PayResult> {
  assertSameOrigin(request);
  const { api } = await requireAccount(request, context);
  return payBooking(api, await request.formData(), target, publicOrigin(region));
}

/** The pay form's post against the API; `site` is this site's origin, where the gateway returns. */
export async function payBooking(
  api: Api,
  form: FormData,
  target: { id: string; isSeries: boolean },
  site: string,
): Promise<PayResult> {
  const key = String(form.get("idempotencyKey") ?? "");
  const session = String(form.get("session") ?? "");
  if (!KEY.test(key) || !isUlid(session) || !isUlid(target.id)) throw new Response(null, { status: 400 });
  const answer = await api.POST("/v1/payment/booking/{id}", {
    params: { path: { id: target.id }, header: { "idempotency-key": key } },
    body: { useWalletBalance: form.get("useWalletBalance") === "on", isSeries: target.isSeries, site },
  });
  const { data, response } = answer;
  if (data && response.status === 200) return { intent: "pay", kind: "paid", session };
  if (data && "metadata" in data) {
    return {
      intent: "pay",
      kind: "checkout",
      authorizationUrl: data.metadata.authorizationUrl,
      byScript: form.get("via") === "fetcher",
    };
  }
  return { intent: "pay", kind: "error", message: apiErrorMessage(answer.error, GENERIC_MESSAGES.payment) };
}
