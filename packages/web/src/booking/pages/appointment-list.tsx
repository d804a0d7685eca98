import type { components } from "@marketplace/api-client";
import { ACCOUNT_DELETED } from "@marketplace/domain/accounts";
import { TO_BE_SCHEDULED } from "@marketplace/domain/booking";
import {
  type AppointmentList,
  isAppointmentList,
  type ListedStatus,
  listStatuses,
} from "@marketplace/domain/booking-lifecycle";
import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { Avatar } from "@marketplace/ui/avatar";
import { Button } from "@marketplace/ui/button";
import { Link } from "@marketplace/ui/link";
import { Text } from "@marketplace/ui/text";
import { Form, useNavigation } from "@remix-run/react";
import { tBookingPages as t } from "../../i18n/index.ts";
import * as css from "./appointment-list.css.ts";
import { statusText } from "./booking-text.ts";
import { summaryPath } from "./booking-view.ts";

/** One session in a list of the signed-in person's bookings (GET /v1/booking). */
export type AppointmentSummary = components["schemas"]["BookingSummary"];

export const APPOINTMENTS_PATH = "/appointments";

/** What the appointments page shows: one list, maybe narrowed to one of its statuses, and a page. */
export interface AppointmentsQuery {
  list: AppointmentList;
  status: ListedStatus | null;
  page: number;
}

/** The page's address for a query (the defaults left out, so the plain page is /appointments). */
export function appointmentsPath({ list, status = null, page = 1 }: Partial<AppointmentsQuery> = {}): string {
  const query = new URLSearchParams();
  if (list && list !== "upcoming") query.set("list", list);
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${APPOINTMENTS_PATH}?${search}` : APPOINTMENTS_PATH;
}

/** Reads the page's query; anything unknown falls back to the default (upcoming, every status, page 1). */
export function readAppointmentsQuery(params: URLSearchParams): AppointmentsQuery {
  const rawList = params.get("list");
  const list = isAppointmentList(rawList) ? rawList : "upcoming";
  const rawStatus = params.get("status");
  const statuses = listStatuses(list);
  // A list of one status has no filter; a status of another list is ignored.
  const status = statuses.length > 1 ? (statuses.find((s) => s === rawStatus) ?? null) : null;
  const page = Number(params.get("page"));
  return { list, status, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** The other party's name as lists show it (a provider's title unless hidden; a deleted account's placeholder). */
export const withName = (w: AppointmentSummary["with"]) =>
  [w.hideProfileTitle ? null : w.title, w.firstName, w.lastName].filter(Boolean).join(" ") || ACCOUNT_DELETED;

/** Where a client pays for an accepted request: the series' page for a course, else the session's. */
export const payPath = (b: AppointmentSummary) =>
  b.totalSessions > 1 ? `/payment/series/${b.seriesIdentifier}` : `/payment/${b.identifier}`;

/** A provider's answer to one request in a list: Accept or Decline, posted to the page's own action. */
function AnswerForm({ item, labelledBy }: { item: AppointmentSummary; labelledBy: string }) {
  const navigation = useNavigation();
  const posting =
    navigation.state === "submitting" && navigation.formData?.get("session") === item.identifier;
  const intent = posting ? navigation.formData?.get("intent") : null;
  return (
    <Form method="post" className={css.actions}>
      <input type="hidden" name="session" value={item.identifier} />
      <Button
        type="submit"
        name="intent"
        value="accept"
        size="sm"
        loading={intent === "accept"}
        disabled={intent === "decline"}
        aria-describedby={labelledBy}
      >
        {t("summary.accept")}
      </Button>
      <Button
        type="submit"
        name="intent"
        value="decline"
        size="sm"
        tone="secondary"
        loading={intent === "decline"}
        disabled={intent === "accept"}
        aria-describedby={labelledBy}
      >
        {t("summary.decline")}
      </Button>
    </Form>
  );
}

/**
 * A list of sessions: who with, what, when, its status, and what the viewer can do from here (a
 * provider answers a request, a client pays for an accepted one); each links to its summary.
 */
export function AppointmentItems({
  items,
  viewerRole,
  timeZone,
  showStatus = true,
  testId,
}: {
  items: AppointmentSummary[];
  viewerRole: "client" | "provider";
  timeZone: string;
  showStatus?: boolean;
  testId?: string;
}) {
  return (
    <ul className={css.list} data-testid={testId}>
      {items.map((b) => {
        const titleId = `appointment-${b.identifier}`;
        const name = withName(b.with);
        return (
          <li key={b.identifier} className={css.item} data-testid="appointment" data-status={b.status}>
            <div className={css.who}>
              <Avatar name={name} src={b.with.photoUrl} size="sm" />
              <div className={css.text}>
                <Text weight="semibold">
                  <Link href={summaryPath(b.identifier)} id={titleId}>
                    {t("appointments.title", { therapy: b.therapy.name, name })}
                  </Link>
                </Text>
                <Text size="sm" tone="muted">
                  {b.appointmentTime ? (
                    <>
                      <time dateTime={b.appointmentTime}>
                        {t("appointments.when", {
                          date: formatShortDate(b.appointmentTime, timeZone),
                          time: formatTime(b.appointmentTime, timeZone),
                          zone: timeZone,
                        })}
                      </time>
                      {` · ${b.modality.name}`}
                    </>
                  ) : (
                    TO_BE_SCHEDULED
                  )}
                </Text>
                {showStatus ? (
                  <Text size="sm" as="span" className={css.status}>
                    {statusText(b.status)}
                  </Text>
                ) : null}
              </div>
            </div>
            {viewerRole === "provider" && b.status === "pending_approval" ? (
              <AnswerForm item={b} labelledBy={titleId} />
            ) : viewerRole === "client" && b.status === "awaiting_payment" ? (
              <div className={css.actions}>
                <Button href={payPath(b)} size="sm" aria-describedby={titleId}>
                  {t("appointments.pay")}
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
