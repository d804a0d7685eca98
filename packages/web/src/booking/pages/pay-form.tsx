import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { splitPayment } from "@marketplace/domain/ledger";
import { formatMoney } from "@marketplace/domain/money";
import { REDIRECT_FALLBACK_MS } from "@marketplace/domain/wallet";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { useHydrated } from "@marketplace/ui/hydrated";
import { Link } from "@marketplace/ui/link";
import { Text } from "@marketplace/ui/text";
import { useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { tBookingPages as t } from "../../i18n/index.ts";
import * as css from "./booking-pages.css.ts";
import type { PayResult } from "./payment.server.ts";

export interface PayFormProps {
  /** What the booking costs in all (a series' total), in minor units. */
  total: number;
  currency: string;
  locale: string;
  /** What the wallet can put towards it (0 when it is empty, of another currency or unreadable). */
  balance: number;
  /** The Idempotency-Key the loader made: posting this form again is a retry, never a second payment. */
  idempotencyKey: string;
  /** The session whose summary says 'Payment successful!' afterwards. */
  session: string;
  /** Where the form posts (the page, without the query). */
  action: string;
  /** A failure the form's post answered without JavaScript. */
  error: string | null;
}

/**
 * 'Use wallet balance' (ticked when there is a balance) and the Pay button stating the amount. The
 * server decides: a wallet that covers it confirms at once (the summary says so), otherwise the browser
 * goes to the gateway's checkout. Without JavaScript the post redirects there itself; with it, a
 * fetcher answers the address, the page sends the browser and, after 100 ms, offers the link in case
 * that did not work.
 */
export function PayForm({
  total,
  currency,
  locale,
  balance,
  idempotencyKey,
  session,
  action,
  error,
}: PayFormProps) {
  const fetcher = useFetcher<PayResult>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [useWallet, setUseWallet] = useState(balance > 0);
  const [fallback, setFallback] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const split = splitPayment({ total, walletBalance: balance, useWalletBalance: useWallet });
  const answer = fetcher.data;
  const checkoutUrl = answer?.kind === "checkout" ? answer.authorizationUrl : null;

  useEffect(() => {
    if (!checkoutUrl) return;
    window.location.assign(checkoutUrl);
    const timer = window.setTimeout(() => setFallback(checkoutUrl), REDIRECT_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [checkoutUrl]);

  const posting =
    fetcher.state !== "idle" ||
    (navigation.state === "submitting" && navigation.formData?.get("intent") === "pay");
  const busy = posting || (checkoutUrl !== null && fallback === null);
  const failure = answer?.kind === "error" ? answer.message : error;
  return (
    <fetcher.Form method="post" action={action} className={css.form} data-testid="pay-form">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="session" value={session} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {/* Only a script can follow an answer: without one the server redirects the post itself. */}
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      {failure && !busy ? (
        <Banner tone="danger" live>
          {failure}
        </Banner>
      ) : null}
      {total > 0 ? (
        <label className={css.check}>
          <input
            type="checkbox"
            className={css.box}
            name="useWalletBalance"
            checked={useWallet}
            onChange={(e) => setUseWallet(e.currentTarget.checked)}
          />
          {t("pay.useWallet")}
        </label>
      ) : null}
      {total > 0 && split.fromWallet > 0 ? (
        <Text tone="muted" data-testid="pay-split">
          {split.fromGateway > 0
            ? t("pay.split", { wallet: money(split.fromWallet), rest: money(split.fromGateway) })
            : t("pay.allFromWallet", { wallet: money(split.fromWallet) })}
        </Text>
      ) : null}
      <div className={css.actions}>
        <Button type="submit" loading={busy} fullWidth>
          {total > 0 ? t("pay.button", { amount: money(total) }) : t("pay.free")}
        </Button>
      </div>
      <div aria-live="polite">
        {busy && checkoutUrl ? <Text tone="muted">{t("pay.redirecting")}</Text> : null}
      </div>
      {fallback ? (
        <Banner tone="warning" live action={<Link href={fallback}>{t("pay.openCheckout")}</Link>}>
          {GENERIC_MESSAGES.redirect}
        </Banner>
      ) : null}
    </fetcher.Form>
  );
}
