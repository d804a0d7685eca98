import { PAYMENT_POLL_MS } from "@marketplace/domain/wallet";
import { Link } from "@marketplace/ui/link";
import { Spinner } from "@marketplace/ui/spinner";
import { Text } from "@marketplace/ui/text";
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { tBookingPages as t } from "../../i18n/index.ts";
import * as css from "./booking-pages.css.ts";

/**
 * Back from the gateway before it answered: a busy state that asks again every 5 s (each ask reloads
 * the page's data, whose loader asks the API, which asks the gateway). The loader then sends a paid
 * booking on to its summary, or the page shows the failure. Without JavaScript the page refreshes
 * itself on the same beat, and the link asks at once.
 */
export function PaymentChecking({ href }: { href: string }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (state === "idle") revalidate();
    }, PAYMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [revalidate, state]);
  return (
    <div className={css.form} data-testid="payment-checking" aria-busy="true">
      <noscript>
        <meta httpEquiv="refresh" content={String(PAYMENT_POLL_MS / 1000)} />
      </noscript>
      <div className={css.checking} aria-live="polite">
        <Spinner />
        <Text weight="semibold" id="checking-title">
          {t("pay.checkingTitle")}
        </Text>
      </div>
      <Text tone="muted">{t("pay.checkingText")}</Text>
      <Link href={href}>{t("pay.checkAgain")}</Link>
    </div>
  );
}
