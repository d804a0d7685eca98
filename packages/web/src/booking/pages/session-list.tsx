import { TO_BE_SCHEDULED } from "@marketplace/domain/booking";
import { formatMoney } from "@marketplace/domain/money";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";
import { region } from "../../env/index.ts";
import { tBookingPages as t } from "../../i18n/index.ts";
import * as css from "./booking-pages.css.ts";
import { cancelReasonText, statusText } from "./booking-text.ts";
import type { BookingView, SessionRow } from "./booking-view.ts";

/**
 * The sessions of a booking: each one's date and time in the viewer's timezone (named under the list),
 * or 'To be scheduled'; its status when it differs from the booking's; and whatever `actions` adds.
 */
export function SessionList({
  rows,
  timeZone,
  currency,
  locale,
  bookingStatus,
  actions,
}: {
  rows: SessionRow[];
  timeZone: string;
  currency: string;
  locale: string;
  bookingStatus: string;
  actions?: (row: SessionRow) => ReactNode;
}) {
  return (
    <>
      <ol className={css.sessions} data-testid="sessions">
        {rows.map((row) => {
          const reason = cancelReasonText(row.cancelReason);
          const extra = actions?.(row);
          return (
            <li key={row.identifier} className={css.session} data-testid={`session-${row.number}`}>
              <div className={css.sessionHead}>
                <Text weight="semibold" as="span">
                  {t("sessions.session", { number: row.number })}
                </Text>
                {row.status !== bookingStatus ? (
                  <span className={css.status}>{statusText(row.status)}</span>
                ) : null}
              </div>
              <Text as="span">
                {row.time ? (
                  <time dateTime={row.time.iso}>
                    {t("sessions.when", { date: row.time.date, start: row.time.start, end: row.time.end })}
                  </time>
                ) : (
                  TO_BE_SCHEDULED
                )}
              </Text>
              {reason ? (
                <Text size="sm" tone="muted" as="span">
                  {reason}
                </Text>
              ) : null}
              {row.lateFee > 0 ? (
                <Text size="sm" as="span">
                  {t("sessions.lateFee", { fee: formatMoney(row.lateFee, currency, locale) })}
                </Text>
              ) : null}
              {extra ? <div className={css.actions}>{extra}</div> : null}
            </li>
          );
        })}
      </ol>
      {rows.some((r) => r.time) ? (
        <Text size="sm" tone="muted" data-testid="times-zone">
          {t("sessions.timesIn", { zone: timeZone })}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The booking pages' "Sessions" card (payment, request, confirmation, summary): its heading and the
 * session list in the viewer's timezone; `lead` goes above the heading (the payment page's hold
 * countdown), `actions` beside each session, `children` under the list (the summary's schedule forms).
 */
export function SessionsCard({
  view,
  rows,
  timeZone,
  lead,
  actions,
  children,
}: {
  view: Pick<BookingView, "currency" | "status">;
  rows: SessionRow[];
  timeZone: string;
  lead?: ReactNode;
  actions?: (row: SessionRow) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby="sessions-title">
      <Stack gap="4">
        {lead}
        <Heading level={2} size="sm" id="sessions-title">
          {t("sessions.heading")}
        </Heading>
        <SessionList
          rows={rows}
          timeZone={timeZone}
          currency={view.currency}
          locale={region.locale}
          bookingStatus={view.status}
          actions={actions}
        />
        {children}
      </Stack>
    </Card>
  );
}
