import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { Text } from "@marketplace/ui/text";
import { tEarnings as t } from "../i18n/index.ts";

/** A transaction's kind, as people read it ('Session earning'). */
export const transactionTitle = (kind: string): string => t(`kind.${kind}`);

/** When a session's time is known: 'Tue, 20 Nov 2026, 09:00 (Europe/London)'. */
export const sessionWhen = (time: string, timeZone: string): string =>
  `${formatShortDate(time, timeZone)}, ${formatTime(time, timeZone)} (${timeZone})`;

/** The session a transaction came from, one line: its client and, when scheduled, its day. */
export function TransactionSession({
  booking,
  timeZone,
}: {
  booking: { appointmentTime: string | null; clientName: string } | null;
  timeZone: string;
}) {
  if (!booking) return null;
  return (
    <Text size="sm">
      {booking.appointmentTime
        ? t("transactions.sessionOn", {
            client: booking.clientName,
            date: formatShortDate(booking.appointmentTime, timeZone),
          })
        : t("transactions.sessionWith", { client: booking.clientName })}
    </Text>
  );
}
