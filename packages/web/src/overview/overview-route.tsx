import { ACCOUNT_DELETED } from "@marketplace/domain/accounts";
import { TO_BE_SCHEDULED } from "@marketplace/domain/booking";
import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { sessionRoomPath, sessionRoomText } from "@marketplace/domain/session-room";
import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { loaded } from "../api/index.server.ts";
import { answerFromList, readAnswered } from "../booking/index.server.ts";
import { AppointmentItems, appointmentsPath, canJoinRoom, summaryPath } from "../booking/index.ts";
import { requireAccount } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { useViewerTimeZone } from "../dates/index.ts";
import { region } from "../env/index.ts";
import { tDashboard as t, tBookingPages } from "../i18n/index.ts";
import { loadOnboarding } from "../provider-workspace/index.server.ts";
import {
  EarningsCard,
  inOnboarding,
  OnboardingFrame,
  ReviewStep,
  SetupCard,
} from "../provider-workspace/index.ts";
import { assertSameOrigin, isNewAccountSession } from "../session/index.server.ts";
import {
  newTopUpKey,
  paymentOutcome,
  TOP_UP_INTENT,
  type TopUpResult,
  topUp,
} from "../wallet/index.server.ts";
import { WalletPanel } from "../wallet/index.ts";
import * as css from "./overview.css.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, account, me } = await requireAccount(request, context);
  const client = account.role === "client";
  // The payment a gateway sent the browser back with: read before the wallet, whose balance it may change.
  const payment = client ? await paymentOutcome(api, request) : null;
  const [upcoming, waiting, counts, stats, wallet, earnings, preference, onboarding, newAccount] =
    await Promise.all([
      api.GET("/v1/booking", { params: { query: { list: "upcoming", per_page: 3 } } }),
      // What waits on the viewer comes first: a provider's requests to answer, a client's accepted ones to pay.
      api.GET("/v1/booking", {
        params: { query: { list: client ? "awaiting_payment" : "requests", per_page: 3 } },
      }),
      api.GET("/v1/booking/count"),
      api.GET("/v1/booking/statistics"),
      // Clients see their wallet; providers their earnings instead (they have no wallet to top up).
      account.role === "client"
        ? api.GET("/v1/wallet").catch(() => ({ data: undefined }))
        : Promise.resolve({ data: undefined }),
      account.role === "provider"
        ? api.GET("/v1/payment/wallet/earnings").catch(() => ({ data: undefined }))
        : Promise.resolve({ data: undefined }),
      // A client's saved timezone decides how session times read (providers have none yet).
      account.role === "client"
        ? api.GET("/v1/client/preference").catch(() => ({ data: undefined }))
        : Promise.resolve({ data: undefined }),
      // A provider's setup: the card until their profile is published, and step five (review and publish).
      account.role === "provider" ? loadOnboarding(api, request, me) : Promise.resolve(null),
      // Signed in by confirming their email: a new account, greeted 'Welcome', not 'Welcome back'.
      isNewAccountSession(request),
    ]);
  // A list that failed to load is the error page, not 'no upcoming sessions' (loaded).
  return {
    onboarding,
    newAccount,
    account,
    upcoming: loaded(upcoming).data,
    // The server's time: 'Join session' shows while a room is open (issue 30), the same in both renders.
    now: Date.now(),
    waiting: waiting.data ?? null,
    answered: readAnswered(new URL(request.url)),
    counts: counts.data ?? null,
    stats: stats.data ?? null,
    // null shows 'Failed to load' on the wallet card.
    wallet: wallet.data ?? null,
    earnings: earnings.data ?? null,
    timezone: preference.data?.data?.timezone ?? null,
    payment,
    topUpKey: client ? newTopUpKey() : "",
    // The top-up opens in a dialog for users in Nigeria, whichever site they are on (spec screen 2).
    country: me.countryCode,
    topUpOpen: new URL(request.url).searchParams.get("topup") === "1",
  };
}

/** A client's wallet top-up; a provider's step five 'Publish profile'. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api, account } = await requireAccount(request, context);
  const form = await request.clone().formData();
  const intent = form.get("intent");
  // A provider's Accept or Decline on a request listed here (the API decides who may).
  if (intent === "accept" || intent === "decline") return answerFromList(request, context);
  if (intent === TOP_UP_INTENT) {
    if (account.role !== "client") throw new Response(null, { status: 403 });
    return topUp(api, form);
  }
  if (account.role !== "provider") throw new Response(null, { status: 403 });
  if (form.get("intent") !== "publish") throw new Response(null, { status: 400 });
  const { data, error } = await api.POST("/v1/provider/publish");
  return data
    ? { ok: true, message: data.message }
    : // The refusal's errors name the missing tasks; the review step lists them as links already.
      { ok: false, message: error?.message ?? GENERIC_MESSAGES.generic };
}

export const meta: MetaFunction = () => [
  { title: t("overview.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function Overview() {
  const {
    account,
    upcoming,
    now,
    waiting,
    answered,
    counts,
    stats,
    wallet,
    earnings,
    timezone,
    onboarding,
    payment,
    topUpKey,
    topUpOpen,
    country,
    newAccount,
  } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  const topUpResult =
    // A booking answer names its session; a top-up does not.
    actionResult && "intent" in actionResult && !("session" in actionResult)
      ? (actionResult as TopUpResult)
      : undefined;
  const answerFailed =
    actionResult && "session" in actionResult && !actionResult.ok ? actionResult.message : null;
  const published = actionResult && !("intent" in actionResult) ? actionResult : undefined;
  const navigation = useNavigation();
  const zone = useViewerTimeZone(timezone);
  const step = inOnboarding(onboarding);
  if (step?.step === "five") {
    return (
      <DashboardLayout account={account}>
        <OnboardingFrame onboarding={step}>
          {published?.ok ? (
            <Banner tone="success" live>
              {published.message}
            </Banner>
          ) : null}
          <ReviewStep
            onboarding={step}
            error={published && !published.ok ? published.message : null}
            busy={navigation.state === "submitting"}
            profileHref={`/provider/${step.guide.identifier}`}
          />
        </OnboardingFrame>
      </DashboardLayout>
    );
  }
  const name = (w: (typeof upcoming)[number]["with"]) =>
    [w.hideProfileTitle ? null : w.title, w.firstName, w.lastName].filter(Boolean).join(" ") ||
    ACCOUNT_DELETED;
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t(newAccount ? "overview.greetingNew" : "overview.greeting", {
            name: account.firstName || account.name,
          })}
        </Heading>
        {onboarding && !onboarding.status.publish ? <SetupCard onboarding={onboarding} /> : null}
        {answered ? (
          <Banner tone="success" live>
            {tBookingPages(answered === "accept" ? "summary.accepted" : "summary.declined")}
          </Banner>
        ) : null}
        {answerFailed ? (
          <Banner tone="danger" live>
            {answerFailed}
          </Banner>
        ) : null}
        {waiting && waiting.data.length > 0 ? (
          <Card as="section" aria-labelledby="waiting-title" data-testid="waiting">
            <Stack gap="4">
              <Stack gap="1">
                <Heading level={2} size="md" id="waiting-title">
                  {t(account.role === "provider" ? "overview.requestsTitle" : "overview.payTitle")}
                </Heading>
                <Text size="sm" tone="muted">
                  {t(account.role === "provider" ? "overview.requestsText" : "overview.payText")}
                </Text>
              </Stack>
              <AppointmentItems
                items={waiting.data}
                viewerRole={account.role === "provider" ? "provider" : "client"}
                timeZone={zone}
                showStatus={false}
              />
              {waiting.meta.total > waiting.data.length ? (
                <Link
                  href={appointmentsPath({
                    list: account.role === "provider" ? "requests" : "awaiting_payment",
                  })}
                >
                  {t("overview.allRequests", { count: waiting.meta.total })}
                </Link>
              ) : null}
            </Stack>
          </Card>
        ) : null}
        <div className={css.grid}>
          <Card as="section" aria-labelledby="upcoming-title">
            <Stack gap="4">
              <Heading level={2} size="md" id="upcoming-title">
                {t("overview.upcoming")}
              </Heading>
              {upcoming.length === 0 ? (
                <EmptyState
                  title={t("overview.noUpcoming")}
                  description={t("overview.noUpcomingText")}
                  action={
                    account.role === "client" ? (
                      <Button href="/providers">{t("overview.findTherapist")}</Button>
                    ) : undefined
                  }
                />
              ) : (
                <ul className={css.list} data-testid="upcoming">
                  {upcoming.map((b) => (
                    <li key={b.identifier} className={css.appointment}>
                      <Avatar name={name(b.with)} src={b.with.photoUrl} size="sm" />
                      <div>
                        <Text weight="semibold">
                          <Link href={summaryPath(b.identifier)}>
                            {b.therapy.name} · {t("overview.with", { name: name(b.with) })}
                          </Link>
                        </Text>
                        <Text size="sm" tone="muted">
                          {b.appointmentTime ? (
                            <>
                              <time dateTime={b.appointmentTime}>
                                {t("overview.when", {
                                  date: formatShortDate(b.appointmentTime, zone),
                                  time: formatTime(b.appointmentTime, zone),
                                  zone,
                                })}
                              </time>
                              {` · ${b.modality.name}`}
                            </>
                          ) : (
                            TO_BE_SCHEDULED
                          )}
                        </Text>
                        {canJoinRoom({ ...b, modalityName: b.modality.name }, now) ? (
                          // The room is open (issue 30): its page on this site.
                          <Button href={sessionRoomPath(b.identifier)} size="sm">
                            {sessionRoomText.join}
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {counts && counts.total > 0 ? (
                <Link href={appointmentsPath()}>{t("overview.allAppointments")}</Link>
              ) : null}
            </Stack>
          </Card>
          <Stack gap="6">
            {account.role === "provider" ? (
              <EarningsCard balance={earnings} locale={region.locale} />
            ) : (
              <WalletPanel
                wallet={wallet}
                topUpKey={topUpKey}
                payment={payment}
                topUpOpen={topUpOpen}
                actionResult={topUpResult}
                country={country}
              />
            )}
            <Card as="section" aria-labelledby="counts-title">
              <Stack gap="3">
                <Heading level={2} size="sm" id="counts-title">
                  {t("overview.counts")}
                </Heading>
                <dl className={css.stats}>
                  {(
                    [
                      ["upcomingCount", counts?.upcoming, appointmentsPath({ list: "upcoming" })],
                      [
                        "completedCount",
                        counts?.completed,
                        appointmentsPath({ list: "past", status: "completed" }),
                      ],
                      ["pendingCount", counts?.pending, appointmentsPath({ list: "requests" })],
                      [
                        "awaitingPaymentCount",
                        counts?.awaitingPayment,
                        appointmentsPath({ list: "awaiting_payment" }),
                      ],
                      ["cancelledCount", counts?.cancelled, appointmentsPath({ list: "cancelled" })],
                    ] as const
                  ).map(([key, value, href]) => (
                    <div key={key}>
                      <dt>
                        {/* Each count opens its list on the appointments page. */}
                        <Link href={href} className={css.countLink}>
                          {t(`overview.${key}`)}
                        </Link>
                      </dt>
                      <dd className={css.statValue}>{value ?? "–"}</dd>
                    </div>
                  ))}
                </dl>
                {stats ? (
                  <Text size="sm" tone="muted">
                    {t("overview.thisMonth")}:{" "}
                    {t("overview.sessionsThisMonth", { count: stats.sessionsThisMonth })},{" "}
                    {t("overview.minutes", { count: stats.minutesThisMonth })}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          </Stack>
        </div>
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
