import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { PAYMENT_POLL_MS, WALLET_MESSAGES } from "@marketplace/domain/wallet";
import { Banner } from "@marketplace/ui/banner";
import { Link } from "@marketplace/ui/link";
import { Spinner } from "@marketplace/ui/spinner";
import { Text } from "@marketplace/ui/text";
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { tWallet as t } from "../i18n/index.ts";
import type { PaymentOutcome } from "./top-up.server.ts";
import * as css from "./wallet.css.ts";

/**
 * While a payment is pending, the page's loaders run again every 5 s (each run reads the payment's
 * status once, and the wallet with it); they stop once it is final.
 */
export function usePaymentPoll(pending: boolean) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const idle = revalidator.state === "idle";
  useEffect(() => {
    if (!pending || !idle) return;
    const timer = window.setTimeout(revalidate, PAYMENT_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, idle, revalidate]);
}

/**
 * The outcome of the payment the gateway returned with: busy while pending (without JavaScript the
 * page refreshes itself every 5 s, and a link checks at once), 'Payment successful!' on success,
 * that it was cancelled when the payer cancelled the checkout, 'Payment failed. Please try again.' on
 * any other final status.
 */
export function PaymentStatus({ payment, refreshHref }: { payment: PaymentOutcome; refreshHref: string }) {
  usePaymentPoll(payment.status === "pending");
  if (payment.status === "success") {
    return (
      <Banner tone="success" live>
        {WALLET_MESSAGES.paymentSuccessful}
      </Banner>
    );
  }
  if (payment.status === "cancelled") {
    return (
      <Banner tone="info" live>
        {WALLET_MESSAGES.paymentCancelled}
      </Banner>
    );
  }
  if (payment.status === "failed") {
    return (
      <Banner tone="danger" live>
        {GENERIC_MESSAGES.payment}
      </Banner>
    );
  }
  return (
    <div className={css.busy} aria-busy="true" data-testid="payment-pending">
      <noscript>
        <meta httpEquiv="refresh" content={String(PAYMENT_POLL_MS / 1000)} />
      </noscript>
      <Spinner label={t("topUp.checking")} />
      <div>
        <Text weight="semibold" aria-hidden="true">
          {t("topUp.checking")}
        </Text>
        <Text size="sm" tone="muted">
          {t("topUp.checkingText")} <Link href={refreshHref}>{t("topUp.refresh")}</Link>
        </Text>
      </div>
    </div>
  );
}
