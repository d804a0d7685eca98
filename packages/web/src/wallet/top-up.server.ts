import { randomUUID } from "node:crypto";
import type { ApiClient } from "@marketplace/api-client";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { IDEMPOTENCY_KEY_MAX_LENGTH, PAYMENT_SUCCESS } from "@marketplace/domain/ledger";
import { checkTopUpAmount } from "@marketplace/domain/wallet";
import { redirect } from "@remix-run/node";
import { publicOrigin } from "../env/index.server.ts";
import { region } from "../env/index.ts";

/** The form's intent, and the field the browser adds when it will go to the checkout itself. */
export const TOP_UP_INTENT = "top-up";

export type TopUpResult =
  | { intent: typeof TOP_UP_INTENT; ok: true; authorizationUrl: string }
  | {
      intent: typeof TOP_UP_INTENT;
      ok: false;
      /** What was typed, to show again. */
      amount: string;
      amountError: string | null;
      message: string | null;
    };

/** A fresh Idempotency-Key for the form: a resubmit of the same form is a retry, not a second payment. */
export const newTopUpKey = () => randomUUID();

/**
 * The top-up form's action: checks the amount by the domain's rules, starts the checkout
 * (`POST /v1/payment/top-up` with the form's Idempotency-Key, in minor units, back to this site) and
 * sends the browser to the gateway (302). A script-run form (`mode=js`) gets the URL instead, and goes
 * there itself.
 */
export async function topUp(api: ApiClient, form: FormData): Promise<TopUpResult | Response> {
  const typed = String(form.get("amount") ?? "");
  const amount = typed.slice(0, 40);
  const fail = (amountError: string | null, message: string | null): TopUpResult => ({
    intent: TOP_UP_INTENT,
    ok: false,
    amount,
    amountError,
    message,
  });
  const key = String(form.get("idempotencyKey") ?? "");
  if (key === "" || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return fail(null, GENERIC_MESSAGES.generic);
  const wallet = await api.GET("/v1/wallet").catch(() => ({ data: undefined }));
  const currency = wallet.data?.currency ?? region.currency;
  const checked = checkTopUpAmount(typed, currency, region.locale);
  if (!checked.ok) return fail(checked.message, null);
  const { data, error } = await api.POST("/v1/payment/top-up", {
    params: { header: { "idempotency-key": key } },
    body: { amount: checked.minor, site: publicOrigin(region) },
  });
  if (!data) {
    const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.payment, ["amount"]);
    return fail(fieldErrors.amount ?? null, message);
  }
  const url = data.metadata.authorizationUrl;
  if (form.get("mode") === "js") return { intent: TOP_UP_INTENT, ok: true, authorizationUrl: url };
  return redirect(url, 302);
}

export type PaymentOutcome = { reference: string; status: "pending" | "success" | "failed" | "cancelled" };

/**
 * The payment the gateway sent the browser back with (`?reference=`): its status, read once per load
 * (the API asks the gateway while it is pending and posts the top-up on success). 'success' is the only
 * success; a checkout the payer cancelled ('abandoned') says so (issue 28); any other final status, or
 * a payment that cannot be read, is a failure.
 */
export async function paymentOutcome(api: ApiClient, request: Request): Promise<PaymentOutcome | null> {
  const reference = new URL(request.url).searchParams.get("reference");
  if (!reference) return null;
  const read = await api
    .GET("/v1/payment/status/{reference}", { params: { path: { reference } } })
    .catch(() => null);
  // The API out of reach, or failing, says nothing about the payment: ask again on the next poll.
  if (!read || read.response.status >= 500) return { reference, status: "pending" };
  const { data } = read;
  if (!data) return { reference, status: "failed" };
  if (data.status === PAYMENT_SUCCESS) return { reference, status: "success" };
  if (data.status === "abandoned") return { reference, status: "cancelled" };
  return { reference, status: data.status === "pending" ? "pending" : "failed" };
}
