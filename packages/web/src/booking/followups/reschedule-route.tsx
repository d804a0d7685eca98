import { apiErrorMessage, type components } from "@marketplace/api-client";
import { dateKeyInZone, formatShortDate, formatTime } from "@marketplace/domain/dates";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAccount } from "../../dashboard/index.server.ts";
import { DashboardLayout } from "../../dashboard/index.ts";
import { useViewerTimeZone } from "../../dates/index.ts";
import { tBookingFollowups as t } from "../../i18n/index.ts";
import { assertSameOrigin } from "../../session/index.server.ts";
import { AllowRescheduleToggle } from "./allow-reschedule-toggle.tsx";
import * as css from "./followups.css.ts";
import { weekWindow } from "./week-window.ts";

type Timeslot = components["schemas"]["Timeslot"];
const NO_SLOTS: Timeslot[] = [];

/**
 * /booking/{id}/reschedule: the client (once allowed) or the provider picks another open time of the
 * provider for one session, a week at a time. Plain forms: the week links and the move work without
 * JavaScript. The provider also finds the switch that lets the client do it.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  const id = params.id ?? "";
  const status = await api.GET("/v1/booking/{id}/reschedule", { params: { path: { id } } });
  if (status.response.status === 404 || status.response.status === 400) {
    throw new Response(null, { status: 404 });
  }
  if (!status.data) {
    // The refusal ('This booking is not yours') is the page with the API's status, not a 200 (issue 27).
    return json(
      {
        account,
        status: null,
        refused: apiErrorMessage(status.error, GENERIC_MESSAGES.generic),
        week: null,
        slots: NO_SLOTS,
      },
      { status: status.response.status >= 400 ? status.response.status : 502 },
    );
  }
  const week = weekWindow(new URL(request.url).searchParams.get("from"), new Date());
  if (!status.data.canReschedule)
    return json({ account, status: status.data, refused: null, week, slots: NO_SLOTS });
  const slots = await api.GET("/v1/providers/{id}/timeslots", {
    params: { path: { id: status.data.providerIdentifier }, query: { from: week.from, to: week.to } },
  });
  return json({ account, status: status.data, refused: null, week, slots: slots.data?.data ?? NO_SLOTS });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api } = await requireAccount(request, context);
  const form = await request.formData();
  const timeslotIdentifier = String(form.get("timeslotIdentifier") ?? "");
  const id = params.id ?? "";
  const { data, error } = await api.POST("/v1/booking/{id}/reschedule", {
    params: { path: { id } },
    body: { timeslotIdentifier },
  });
  if (!data)
    return { ok: false as const, message: apiErrorMessage(error, GENERIC_MESSAGES.generic), startTime: null };
  const moved = data.bookings.find((b) => b.identifier === id);
  return { ok: true as const, message: null, startTime: moved?.appointmentTime ?? null };
}

export const meta: MetaFunction = () => [
  { title: t("reschedule.metaTitle") },
  { name: "robots", content: "noindex" },
];

export default function ReschedulePage() {
  const { account, status, refused, week, slots } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const zone = useViewerTimeZone(null);
  const busy = navigation.state === "submitting";
  const days = new Map<string, typeof slots>();
  for (const slot of slots) {
    const key = dateKeyInZone(slot.startTime, zone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("reschedule.title")}
        </Heading>
        {refused || !status || !week ? (
          <Banner tone="warning">{refused}</Banner>
        ) : (
          <>
            {result?.ok ? (
              <Banner
                tone="success"
                live
                action={
                  <Link href={`/booking/${status.identifier}/summary`}>{t("reschedule.viewBooking")}</Link>
                }
              >
                {result.startTime
                  ? t("reschedule.done", {
                      date: formatShortDate(result.startTime, zone),
                      time: formatTime(result.startTime, zone),
                    })
                  : null}
              </Banner>
            ) : result?.message ? (
              <Banner tone="danger" live>
                {result.message}
              </Banner>
            ) : null}
            <Card>
              <dl className={css.facts}>
                <dt className={css.term}>{t("reschedule.current")}</dt>
                <dd className={css.value} data-testid="current-time">
                  {status.appointmentTime ? (
                    <time dateTime={status.appointmentTime}>
                      {formatShortDate(status.appointmentTime, zone)},{" "}
                      {formatTime(status.appointmentTime, zone)}
                    </time>
                  ) : null}
                </dd>
              </dl>
            </Card>
            <AllowRescheduleToggle status={status} />
            {status.canReschedule ? (
              <Form method="post">
                <Stack gap="4">
                  <fieldset className={css.fieldset}>
                    <legend className={css.legend}>{t("reschedule.chooseLegend")}</legend>
                    <Text weight="semibold">
                      {t("reschedule.week", { date: formatShortDate(week.from, "UTC") })}
                    </Text>
                    <nav className={css.weekNav} aria-label={t("reschedule.otherWeeks")}>
                      {week.previous ? (
                        <Link href={`?from=${week.previous}`}>{t("reschedule.earlier")}</Link>
                      ) : (
                        <span />
                      )}
                      {week.next ? <Link href={`?from=${week.next}`}>{t("reschedule.later")}</Link> : null}
                    </nav>
                    <Text size="sm" tone="muted">
                      {t("reschedule.zone", { zone })}
                    </Text>
                    {days.size === 0 ? (
                      <Text tone="muted">{t("reschedule.none")}</Text>
                    ) : (
                      [...days].map(([key, daySlots]) => (
                        <div key={key} className={css.day}>
                          <p className={css.dayTitle}>
                            {formatShortDate(daySlots[0]?.startTime ?? key, zone)}
                          </p>
                          <ul className={css.slots} data-testid="reschedule-slots">
                            {daySlots.map((slot) => (
                              <li key={slot.identifier}>
                                <label className={css.slot}>
                                  <input
                                    type="radio"
                                    name="timeslotIdentifier"
                                    value={slot.identifier}
                                    required
                                    className={css.box}
                                  />
                                  <time dateTime={slot.startTime}>{formatTime(slot.startTime, zone)}</time>
                                </label>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))
                    )}
                  </fieldset>
                  <div className={css.actions}>
                    <Button type="submit" tone="primary" loading={busy} disabled={days.size === 0}>
                      {t("reschedule.submit")}
                    </Button>
                  </div>
                </Stack>
              </Form>
            ) : (
              <Banner tone="info">{status.reason}</Banner>
            )}
          </>
        )}
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
