import { cancellationTerms, secondsLeft } from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { formatAmount } from "@marketplace/domain/money";
import { WALLET_MESSAGES } from "@marketplace/domain/wallet";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading } from "@marketplace/ui/text";
import { WalletCard } from "@marketplace/ui/wallet-card";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { DashboardLayout } from "../../dashboard/index.ts";
import { useViewerTimeZone } from "../../dates/index.ts";
import { region } from "../../env/index.ts";
import { tBookingPages as t } from "../../i18n/index.ts";
import { BookingFacts } from "./booking-facts.tsx";
import { CancelSection } from "./booking-forms.tsx";
import * as css from "./booking-pages.css.ts";
import { bookingAction, loadBookingAfter } from "./booking-pages.server.ts";
import { termsText } from "./booking-text.ts";
import { bookAgainPath, providerLabel, sessionRows, summaryPath } from "./booking-view.ts";
import { HoldCountdown } from "./hold-countdown.tsx";
import { PayForm } from "./pay-form.tsx";
import { checkPayment, isPayForm, payAction, readWallet } from "./payment.server.ts";
import { PaymentChecking } from "./payment-checking.tsx";
import { paymentOutcome, usableBalance } from "./payment-view.ts";
import { SessionsCard } from "./session-list.tsx";

/**
 * /payment/{id} and /payment/series/{seriesId}: where a client lands after booking with a provider who
 * needs no approval (decision 021), and where the gateway sends them back (`?reference=`, decision
 * 023). What is owed, the sessions, the hold's countdown, the cancellation terms, the wallet and the
 * pay form; back from the gateway, how the payment stands.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ref = params.seriesId ? { series: params.seriesId } : { session: params.id ?? "" };
  const url = new URL(request.url);
  // Asked first: asking settles a pending payment, so the booking read after it is the settled one.
  const { api, account, view, timezone, now, first } = await loadBookingAfter(request, context, ref, (api) =>
    checkPayment(api, url.searchParams.get("reference")),
  );
  // The page is the client's; a provider reads the same booking as its summary.
  if (view.viewerRole !== "client") throw redirect(summaryPath(view.identifier));
  if (view.status === "pending_approval") throw redirect(`/booking/request/${view.seriesIdentifier}`);
  const outcome = paymentOutcome(first, view);
  if (outcome === "paid") throw redirect(`${summaryPath(view.identifier)}?done=paid`);
  if (view.status !== "awaiting_payment" && view.status !== "expired")
    throw redirect(summaryPath(view.identifier));
  const wallet = view.status === "awaiting_payment" ? await readWallet(api) : null;
  return {
    account,
    view,
    timezone,
    now,
    seconds:
      view.status === "awaiting_payment" && view.holdExpiresAt ? secondsLeft(view.holdExpiresAt, now) : 0,
    confirming: url.searchParams.has("cancel"),
    path: url.pathname,
    outcome,
    checkHref: `${url.pathname}${url.search}`,
    wallet,
    // A new key each time the page is read: posting this form again (a double click, a resend) is a
    // retry of the same payment, which the API answers without moving money twice.
    idempotencyKey: crypto.randomUUID(),
  };
}

/**
 * 'Pay': a wallet that covers it confirms the booking (its summary says 'Payment successful!'); a
 * checkout sends the browser to the gateway (with JavaScript the page does it from the answer).
 * 'Cancel booking': on success the booking's summary says it was cancelled.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (await isPayForm(request)) {
    const target = params.seriesId
      ? { id: params.seriesId, isSeries: true }
      : { id: params.id ?? "", isSeries: false };
    const result = await payAction(request, context, target);
    if (result.kind === "paid") throw redirect(`${summaryPath(result.session)}?done=paid`);
    if (result.kind === "checkout" && !result.byScript) throw redirect(result.authorizationUrl);
    return result;
  }
  const result = await bookingAction(request, context);
  if (result.ok && result.intent === "cancel") throw redirect(`${summaryPath(result.session)}?done=cancel`);
  return result;
}

export const meta: MetaFunction = () => [
  { title: t("payment.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function PaymentPage() {
  const {
    account,
    view,
    timezone,
    now,
    seconds,
    confirming,
    path,
    outcome,
    checkHref,
    wallet,
    idempotencyKey,
  } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const zone = useViewerTimeZone(timezone);
  // The clock reached 0 in the browser: the slot is released, so there is nothing left to pay or cancel.
  const [ended, setEnded] = useState(false);
  const held = view.status === "awaiting_payment" && seconds > 0 && !ended;
  const wording = { currency: view.currency, locale: region.locale, timeZone: zone };
  const terms = termsText(cancellationTerms(view.cancellation, view.bookingFee, now), wording, {
    viewerRole: "client",
    unpaid: true,
  });
  const cancelFailed = answered && answered.intent !== "pay" && !answered.ok ? answered.message : null;
  const payFailed = answered?.intent === "pay" && answered.kind === "error" ? answered.message : null;
  const released = (
    <Banner
      tone="warning"
      title={t("payment.releasedTitle")}
      action={<Button href={bookAgainPath(view)}>{t("payment.chooseAgain")}</Button>}
    >
      {t("payment.releasedText")}
    </Banner>
  );
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("payment.title", { name: providerLabel(view) })}
        </Heading>
        {outcome === "failed" ? (
          <Banner tone="danger" live>
            {GENERIC_MESSAGES.payment}
          </Banner>
        ) : null}
        {outcome === "cancelled" ? (
          <Banner tone="info" live>
            {WALLET_MESSAGES.paymentCancelled}
          </Banner>
        ) : null}
        {outcome === "to-wallet" ? (
          <Banner tone="info" live title={t("pay.toWalletTitle")}>
            {t("pay.toWalletText")}
          </Banner>
        ) : null}
        {cancelFailed ? (
          <Banner tone="danger" live>
            {cancelFailed}
          </Banner>
        ) : null}
        <div className={css.columns}>
          <SessionsCard
            view={view}
            rows={sessionRows(view, zone, now)}
            timeZone={zone}
            lead={
              view.holdExpiresAt && seconds > 0 ? (
                <HoldCountdown
                  initialSeconds={seconds}
                  expiresAt={view.holdExpiresAt}
                  timeZone={zone}
                  series={view.totalSessions > 1}
                  released={released}
                  onEnd={() => setEnded(true)}
                />
              ) : (
                released
              )
            }
          />
          <Stack gap="6">
            {held && outcome === "checking" ? (
              <Card as="section" aria-labelledby="checking-title">
                <PaymentChecking href={checkHref} />
              </Card>
            ) : held ? (
              <WalletCard
                title={t("pay.walletTitle")}
                balance={wallet ? formatAmount(wallet.balance, wallet.currency, region.locale) : null}
                error={GENERIC_MESSAGES.walletBalance}
              >
                <PayForm
                  total={view.totalBookingFee}
                  currency={view.currency}
                  locale={region.locale}
                  balance={usableBalance(wallet, view.currency)}
                  idempotencyKey={idempotencyKey}
                  session={view.identifier}
                  action={path}
                  error={payFailed}
                />
              </WalletCard>
            ) : null}
            <Card as="section" aria-labelledby="owed-title">
              <Stack gap="4">
                <Heading level={2} size="sm" id="owed-title">
                  {t("payment.owed")}
                </Heading>
                <BookingFacts view={view} locale={region.locale} owed />
                <Link href={summaryPath(view.identifier)}>{t("payment.summaryLink")}</Link>
                {held ? (
                  <CancelSection
                    terms={terms}
                    session={view.identifier}
                    allowed={view.actions.cancel}
                    confirming={confirming}
                    openHref={`${path}?cancel`}
                    keepHref={path}
                  />
                ) : null}
              </Stack>
            </Card>
          </Stack>
        </div>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
