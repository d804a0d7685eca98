import { cancellationTerms } from "@marketplace/domain/booking";
import { sessionRoomPath, sessionRoomText } from "@marketplace/domain/session-room";
import { WALLET_MESSAGES } from "@marketplace/domain/wallet";
import { Banner } from "@marketplace/ui/banner";
import { Button, buttonStyle } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CalendarPlus, Video } from "lucide-react";
import { DashboardLayout } from "../../dashboard/index.ts";
import { useViewerTimeZone } from "../../dates/index.ts";
import { region } from "../../env/index.ts";
import { tBookingPages as t, tBookingFollowups as tFollowups } from "../../i18n/index.ts";
import { canReviewSession } from "../../reviews/index.server.ts";
import { ReviewInvite } from "../../reviews/index.ts";
import { AllowRescheduleToggle } from "../followups/allow-reschedule-toggle.tsx";
import { loadRescheduleStatus } from "../followups/reschedule-status.server.ts";
import { BookingFacts, Party } from "./booking-facts.tsx";
import {
  ApprovalForm,
  CancelSection,
  ClientAbsentForm,
  NoShowForm,
  NoShowOpens,
  NoShowPanel,
  noShowRefundedText,
  ScheduleForm,
} from "./booking-forms.tsx";
import * as css from "./booking-pages.css.ts";
import { bookingAction, loadBooking, openSlots } from "./booking-pages.server.ts";
import { termsText } from "./booking-text.ts";
import {
  type BookingIntent,
  calendarPath,
  otherParty,
  paymentPath,
  sessionRows,
  showsCancellation,
  summaryPath,
} from "./booking-view.ts";
import { SessionsCard } from "./session-list.tsx";

const DONE: Record<BookingIntent, string> = {
  accept: "summary.accepted",
  decline: "summary.declined",
  schedule: "summary.scheduled",
  cancel: "cancel.done",
  "no-show": "summary.noShowDone",
  "contest-no-show": "summary.contestDone",
  "client-no-show": "summary.clientNoShowDone",
};
const isDone = (v: string | null): v is BookingIntent => v !== null && v in DONE;
/** What the page says after a change (?done=): an intent's result, or a payment that confirmed it. */
const doneText = (done: BookingIntent | "paid") =>
  done === "paid" ? WALLET_MESSAGES.paymentSuccessful : t(DONE[done]);

/**
 * /booking/{id}/summary: spec section 3's booking view for either party (a notification's target),
 * with what the viewer may do now: answer a request, schedule a session, cancel (the terms first),
 * claim that the provider did not attend (and see the claim), dispute a claim (the provider), add a
 * confirmed session to a calendar.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account, view, timezone, now } = await loadBooking(request, context, {
    session: params.id ?? "",
  });
  const rows = sessionRows(view, "UTC", now);
  const [slots, reschedule, canReview] = await Promise.all([
    rows.some((r) => r.canSchedule) ? openSlots(api, view.provider.identifier, now) : Promise.resolve([]),
    loadRescheduleStatus(api, view.identifier),
    view.viewerRole === "client" ? canReviewSession(api, view.identifier) : Promise.resolve(false),
  ]);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  return {
    account,
    view,
    timezone,
    now,
    slots,
    reschedule,
    canReview,
    confirming: url.searchParams.has("cancel"),
    /** The session whose 'The client did not attend' question is open (?client-absent=). */
    markingAbsent: url.searchParams.get("client-absent"),
    done: isDone(done) ? done : done === "paid" ? ("paid" as const) : null,
    path: url.pathname,
  };
}

/** Each form posts here; a success comes back to the page (Post/Redirect/Get) saying what happened. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const result = await bookingAction(request, context);
  if (result.ok) throw redirect(`${summaryPath(params.id ?? result.session)}?done=${result.intent}`);
  return result;
}

export const meta: MetaFunction = () => [
  { title: t("summary.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function SummaryPage() {
  const {
    account,
    view,
    timezone,
    now,
    slots,
    reschedule,
    canReview,
    confirming,
    markingAbsent,
    done,
    path,
  } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const zone = useViewerTimeZone(timezone);
  const client = view.viewerRole === "client";
  const unpaid = view.status === "pending_approval" || view.status === "awaiting_payment";
  const terms = termsText(
    cancellationTerms(view.cancellation, view.bookingFee, now, view.viewerRole),
    { currency: view.currency, locale: region.locale, timeZone: zone },
    { viewerRole: view.viewerRole, unpaid },
  );
  const rows = sessionRows(view, zone, now);
  const failedOn = (intent: BookingIntent, session?: string) =>
    failed && !failed.ok && failed.intent === intent && (!session || failed.session === session)
      ? failed.message
      : null;
  // A schedule, dispute or client-absent failure shows in its own form; any other in the banner at the top.
  // (A client-absent refusal goes to the top when its form is no longer offered: the client joined.)
  const absentFormOpen = rows.some((r) => r.canMarkClientAbsent && r.identifier === markingAbsent);
  const ownForm: BookingIntent[] = [
    "schedule",
    "contest-no-show",
    ...(absentFormOpen ? ["client-no-show" as const] : []),
  ];
  const topError = failed && !failed.ok && !ownForm.includes(failed.intent) ? failed.message : null;
  const name = otherParty(view).name;
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("summary.title")}
        </Heading>
        {done ? (
          <Banner tone="success" live>
            {doneText(done)}
          </Banner>
        ) : null}
        {topError ? (
          <Banner tone="danger" live>
            {topError}
          </Banner>
        ) : null}
        {view.actions.accept || view.actions.decline ? (
          <Card as="section">
            <ApprovalForm name={name} session={view.identifier} />
          </Card>
        ) : null}
        <div className={css.columns}>
          <Card as="section" aria-labelledby="booking-title">
            <Stack gap="4">
              <Party view={view} id="booking-title" />
              <BookingFacts view={view} locale={region.locale} />
              {client && view.status === "awaiting_payment" ? (
                <div className={css.actions}>
                  <Button href={paymentPath(view)} tone="secondary">
                    {t("summary.seeOwed")}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </Card>
          <Stack gap="6">
            <SessionsCard
              view={view}
              rows={rows}
              timeZone={zone}
              actions={(row) => (
                <>
                  {row.canJoinRoom ? (
                    // The room is open (issue 30): its page on this site.
                    <Button href={sessionRoomPath(row.identifier)} size="sm">
                      <Video size={20} aria-hidden="true" />
                      {sessionRoomText.join}
                    </Button>
                  ) : null}
                  {row.canAddToCalendar ? (
                    // A file to download, not a page: a plain link, with the button's look.
                    <a
                      href={calendarPath(row.identifier)}
                      download
                      className={buttonStyle({ tone: "secondary", size: "sm" })}
                    >
                      <CalendarPlus size={20} aria-hidden="true" />
                      {t("summary.calendar")}
                    </a>
                  ) : null}
                  {row.canReportNoShow ? <NoShowForm session={row.identifier} /> : null}
                  {row.canMarkClientAbsent && markingAbsent !== row.identifier ? (
                    // Opens the question (through the address: it works without JavaScript).
                    <Button href={`${path}?client-absent=${row.identifier}`} tone="secondary" size="sm">
                      {t("cancelReason.client_no_show")}
                    </Button>
                  ) : null}
                  {noShowRefundedText(row, view.viewerRole) ? (
                    <Text size="sm" tone="muted" as="span">
                      {noShowRefundedText(row, view.viewerRole)}
                    </Text>
                  ) : null}
                </>
              )}
            >
              {client ? <NoShowOpens rows={rows} timeZone={zone} /> : null}
              {rows.map((row) => (
                <NoShowPanel
                  key={`no-show-${row.identifier}`}
                  row={row}
                  viewerRole={view.viewerRole}
                  timeZone={zone}
                  error={failedOn("contest-no-show", row.identifier)}
                />
              ))}
              {rows
                .filter((row) => row.canMarkClientAbsent && markingAbsent === row.identifier)
                .map((row) => (
                  <ClientAbsentForm
                    key={`client-absent-${row.identifier}`}
                    session={row.identifier}
                    number={row.number}
                    lateFeeShare={view.cancellation.lateFeeShare}
                    keepHref={path}
                    error={failedOn("client-no-show", row.identifier)}
                  />
                ))}
              {rows
                .filter((row) => row.canSchedule)
                .map((row) => (
                  <ScheduleForm
                    key={row.identifier}
                    session={row.identifier}
                    number={row.number}
                    slots={slots}
                    timeZone={zone}
                    error={failedOn("schedule", row.identifier)}
                  />
                ))}
            </SessionsCard>
            {canReview ? <ReviewInvite session={view.identifier} /> : null}
            {reschedule ? <AllowRescheduleToggle status={reschedule} /> : null}
            {reschedule?.canReschedule || view.viewerRole === "provider" ? (
              <div className={css.actions}>
                {reschedule?.canReschedule ? (
                  <Button href={`/booking/${view.identifier}/reschedule`} tone="secondary">
                    {tFollowups("reschedule.title")}
                  </Button>
                ) : null}
                {view.viewerRole === "provider" ? (
                  <Button href={`/booking/${view.identifier}/recommend`} tone="secondary">
                    {tFollowups("recommend.title")}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {showsCancellation(view) ? (
              <Card>
                <CancelSection
                  terms={terms}
                  session={view.identifier}
                  allowed={view.actions.cancel}
                  confirming={confirming}
                  openHref={`${path}?cancel`}
                  keepHref={path}
                />
              </Card>
            ) : null}
          </Stack>
        </div>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
