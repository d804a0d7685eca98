import { cancellationTerms, secondsLeft } from "@marketplace/domain/booking";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading } from "@marketplace/ui/text";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { DashboardLayout } from "../dashboard/dashboard-layout.tsx";
import { useViewerTimeZone } from "../dates/use-viewer-time-zone.ts";
import { region } from "../env/region.ts";
import { tBookingPages as t } from "../i18n/booking-pages.ts";
import { BookingFacts } from "./booking-facts.tsx";
import { CancelSection } from "./booking-forms.tsx";
import * as css from "./booking-pages.css.ts";
import { bookingAction, loadBooking } from "./booking-pages.server.ts";
import { termsText } from "./booking-text.ts";
import { bookAgainPath, providerLabel, sessionRows, summaryPath } from "./booking-view.ts";
import { HoldCountdown } from "./hold-countdown.tsx";
import { SessionList } from "./session-list.tsx";

/**
 * /payment/{id} and /payment/series/{seriesId}: where a client lands after booking with a provider who
 * needs no approval (decision 021). What is owed, the sessions, the hold's countdown and the
 * cancellation terms; paying itself is issue 14, so this page only says the time is held.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ref = params.seriesId ? { series: params.seriesId } : { session: params.id ?? "" };
  const { account, view, timezone, now } = await loadBooking(request, context, ref);
  // The page is the client's; a provider reads the same booking as its summary.
  if (view.viewerRole !== "client") throw redirect(summaryPath(view.identifier));
  if (view.status === "pending_approval") throw redirect(`/booking/request/${view.seriesIdentifier}`);
  if (view.status !== "awaiting_payment" && view.status !== "expired")
    throw redirect(summaryPath(view.identifier));
  const url = new URL(request.url);
  return {
    account,
    view,
    timezone,
    now,
    seconds:
      view.status === "awaiting_payment" && view.holdExpiresAt ? secondsLeft(view.holdExpiresAt, now) : 0,
    confirming: url.searchParams.has("cancel"),
    path: url.pathname,
  };
}

/** 'Cancel booking': on success the booking's summary says it was cancelled. */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await bookingAction(request, context);
  if (result.ok && result.intent === "cancel") throw redirect(`${summaryPath(result.session)}?done=cancel`);
  return result;
}

export const meta: MetaFunction = () => [
  { title: t("payment.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function PaymentPage() {
  const { account, view, timezone, now, seconds, confirming, path } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const zone = useViewerTimeZone(timezone);
  // The clock reached 0 in the browser: the slot is released, so there is nothing left to cancel.
  const [ended, setEnded] = useState(false);
  const held = view.status === "awaiting_payment" && seconds > 0 && !ended;
  const wording = { currency: view.currency, locale: region.locale, timeZone: zone };
  const terms = termsText(cancellationTerms(view.cancellation, view.bookingFee, now), wording, {
    viewerRole: "client",
    unpaid: true,
  });
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
        {failed && !failed.ok ? (
          <Banner tone="danger" live>
            {failed.message}
          </Banner>
        ) : null}
        <div className={css.columns}>
          <Card as="section" aria-labelledby="sessions-title">
            <Stack gap="4">
              {view.holdExpiresAt && seconds > 0 ? (
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
              )}
              <Heading level={2} size="sm" id="sessions-title">
                {t("sessions.heading")}
              </Heading>
              <SessionList
                rows={sessionRows(view, zone, now)}
                timeZone={zone}
                currency={view.currency}
                locale={region.locale}
                bookingStatus={view.status}
              />
            </Stack>
          </Card>
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
        </div>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/route-error-boundary.tsx";
