import { type CancellationTerms, minutesLeft } from "@marketplace/domain/booking";
import { CANCEL_REASONS, isBookingStatus } from "@marketplace/domain/booking-lifecycle";
import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { formatMoney } from "@marketplace/domain/money";
import { tBookingPages as t } from "../../i18n/index.ts";

/** What the pages after booking say, in words: the domain decides, this only words it. */

export interface Wording {
  currency: string;
  locale: string;
  timeZone: string;
}

/** A moment as the pages write it: 'Dec 7, 2026, 9:00 AM'. */
export const moment = (iso: string, timeZone: string) =>
  `${formatShortDate(iso, timeZone)}, ${formatTime(iso, timeZone)}`;

/**
 * The cancellation terms as sentences. `unpaid` adds that cancelling now costs nothing (a booking not
 * yet paid for, decision 021), the terms then saying what holds once it is.
 */
export function termsText(
  terms: CancellationTerms,
  wording: Wording,
  options: { viewerRole: "client" | "provider"; unpaid?: boolean },
): string[] {
  if (options.viewerRole === "provider") return [t("terms.provider")];
  const fee = (minor: number) => formatMoney(minor, wording.currency, wording.locale);
  const lines =
    terms.kind === "free"
      ? [t("terms.free")]
      : terms.kind === "freeUntil"
        ? [
            t("terms.freeUntil", { date: moment(terms.until, wording.timeZone) }),
            t("terms.after", { fee: fee(terms.lateFee) }),
          ]
        : [t("terms.late", { fee: fee(terms.lateFee) })];
  return options.unpaid && terms.kind !== "free" ? [...lines, t("terms.unpaid")] : lines;
}

/** A booking's or session's status in words ('Awaiting payment'); an unknown one as it is. */
export const statusText = (status: string) => (isBookingStatus(status) ? t(`status.${status}`) : status);

/** Who cancelled, in words; null when there is nothing to say. */
export const cancelReasonText = (reason: string | null) =>
  reason && (CANCEL_REASONS as readonly string[]).includes(reason) ? t(`cancelReason.${reason}`) : null;

/** What the hold's live region says at a mark (seconds left). */
export const countdownAnnouncement = (secondsLeft: number) =>
  secondsLeft <= 0 ? t("payment.announceEnd") : t("payment.announce", { count: minutesLeft(secondsLeft) });
