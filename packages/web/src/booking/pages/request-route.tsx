import { cancellationTerms } from "@marketplace/domain/booking";
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
import { DashboardLayout } from "../../dashboard/index.ts";
import { useViewerTimeZone } from "../../dates/index.ts";
import { region } from "../../env/index.ts";
import { tBookingPages as t } from "../../i18n/index.ts";
import { BookingFacts, Party } from "./booking-facts.tsx";
import { CancelSection } from "./booking-forms.tsx";
import * as css from "./booking-pages.css.ts";
import { bookingAction, loadBooking } from "./booking-pages.server.ts";
import { moment, termsText } from "./booking-text.ts";
import {
  type BookingView,
  bookAgainPath,
  paymentPath,
  providerLabel,
  sessionRows,
  summaryPath,
} from "./booking-view.ts";
import { SessionsCard } from "./session-list.tsx";

/**
 * /booking/request/{seriesId}: where a client lands after asking a provider who approves bookings
 * (decision 021). The request and its state: waiting, accepted (then its payment page), declined.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { account, view, timezone, now } = await loadBooking(request, context, {
    series: params.seriesId ?? "",
  });
  if (view.viewerRole !== "client") throw redirect(summaryPath(view.identifier));
  if (view.status === "confirmed" || view.status === "completed")
    throw redirect(summaryPath(view.identifier));
  const url = new URL(request.url);
  return { account, view, timezone, now, confirming: url.searchParams.has("cancel"), path: url.pathname };
}

/** Withdrawing the request ('Cancel booking'): on success the summary says it was cancelled. */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await bookingAction(request, context);
  if (result.ok && result.intent === "cancel") throw redirect(`${summaryPath(result.session)}?done=cancel`);
  return result;
}

export const meta: MetaFunction = () => [
  { title: t("request.metaTitle") },
  { name: "robots", content: "noindex" },
];

function RequestState({ view, timeZone }: { view: BookingView; timeZone: string }) {
  const name = providerLabel(view);
  switch (view.status) {
    case "pending_approval":
      return (
        <Banner tone="info" title={t("request.waitingTitle", { name })}>
          {t("request.waitingText", { name })}
          {/* An unanswered request expires (decision 038): when, in the viewer's time zone. */}
          {view.holdExpiresAt ? (
            <>
              {" "}
              <span data-testid="request-expiry">
                {t("request.expiresText", { name, time: moment(view.holdExpiresAt, timeZone) })}
              </span>
            </>
          ) : null}
        </Banner>
      );
    case "awaiting_payment":
      return (
        <Banner
          tone="success"
          title={t("request.acceptedTitle", { name })}
          action={<Button href={paymentPath(view)}>{t("request.seeOwed")}</Button>}
        >
          {view.holdExpiresAt
            ? t("request.acceptedText", { time: moment(view.holdExpiresAt, timeZone) })
            : null}
        </Banner>
      );
    case "declined":
    case "expired":
      return (
        <Banner
          tone="warning"
          title={
            view.status === "declined" ? t("request.declinedTitle", { name }) : t("request.expiredTitle")
          }
          action={
            <div className={css.actions}>
              <Button href={bookAgainPath(view)}>{t("request.chooseAnother")}</Button>
              <Button href="/providers" tone="secondary">
                {t("request.findTherapist")}
              </Button>
            </div>
          }
        >
          {view.status === "declined" ? t("request.declinedText") : t("request.expiredText")}
        </Banner>
      );
    default:
      return (
        <Banner tone="warning" title={t("request.closedTitle")}>
          {t("request.closedText")}
        </Banner>
      );
  }
}

export default function RequestPage() {
  const { account, view, timezone, now, confirming, path } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const zone = useViewerTimeZone(timezone);
  const terms = termsText(
    cancellationTerms(view.cancellation, view.bookingFee, now),
    { currency: view.currency, locale: region.locale, timeZone: zone },
    { viewerRole: "client", unpaid: true },
  );
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("request.title", { name: providerLabel(view) })}
        </Heading>
        <div data-testid="request-state">
          <RequestState view={view} timeZone={zone} />
        </div>
        {failed && !failed.ok ? (
          <Banner tone="danger" live>
            {failed.message}
          </Banner>
        ) : null}
        <div className={css.columns}>
          <SessionsCard view={view} rows={sessionRows(view, zone, now)} timeZone={zone} />
          <Card as="section" aria-labelledby="request-facts-title">
            <Stack gap="4">
              <Party view={view} id="request-facts-title" />
              <BookingFacts view={view} locale={region.locale} />
              <Link href={summaryPath(view.identifier)}>{t("payment.summaryLink")}</Link>
              {view.status === "pending_approval" ? (
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

export { ErrorBoundary } from "../../errors/index.ts";
