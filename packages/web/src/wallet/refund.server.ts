import type { ApiClient } from "@marketplace/api-client";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { IDEMPOTENCY_KEY_MAX_LENGTH } from "@marketplace/domain/ledger";
import { formatAmount, parseMinor } from "@marketplace/domain/money";
import { region } from "../env/index.ts";
import { tWallet as t } from "../i18n/index.ts";

export const REFUND_INTENT = "refund";

export type RefundResult =
  | { intent: typeof REFUND_INTENT; ok: true; message: string }
  | {
      intent: typeof REFUND_INTENT;
      ok: false;
      amount: string;
      amountError: string | null;
      message: string | null;
    };

/**
 * The receipt's 'Send back to my card': checks the typed amount against what may be sent back (1 minor
 * unit to `refundable`, commas stripped) and asks the API (`POST /v1/payment/refund/{reference}` with the
 * form's Idempotency-Key, so a resubmit is a retry and sends nothing twice).
 */
export async function refundToCard(
  api: ApiClient,
  reference: string,
  form: FormData,
  p: { refundable: number; currency: string },
): Promise<RefundResult> {
  const typed = String(form.get("amount") ?? "").slice(0, 40);
  const money = (minor: number) => formatAmount(minor, p.currency, region.locale);
  const fail = (amountError: string | null, message: string | null): RefundResult => ({
    intent: REFUND_INTENT,
    ok: false,
    amount: typed,
    amountError,
    message,
  });
  const key = String(form.get("idempotencyKey") ?? "");
  if (key === "" || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return fail(null, GENERIC_MESSAGES.generic);
  const minor = parseMinor(typed);
  if (minor === null || minor < 1 || minor > p.refundable) {
    return fail(t("receipt.refundAmountInvalid", { min: money(1), max: money(p.refundable) }), null);
  }
  const { data, error } = await api.POST("/v1/payment/refund/{reference}", {
    params: { path: { reference }, header: { "idempotency-key": key } },
    body: { amount: minor },
  });
  if (!data) {
    const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.generic, ["amount"]);
    return fail(fieldErrors.amount ?? null, message);
  }
  return { intent: REFUND_INTENT, ok: true, message: t("receipt.refunded", { amount: money(data.amount) }) };
}
