import type { components } from "@marketplace/api-client";
import { ACCOUNT_DELETED } from "@marketplace/domain/accounts";
import { actionsFor, isLive, noShowClaimOpensAt } from "@marketplace/domain/booking-lifecycle";
import { dateKeyInZone, formatShortDate, formatTime } from "@marketplace/domain/dates";
import { roomMediaOf, roomPhase, roomWindow } from "@marketplace/domain/session-room";
import { providerName } from "../../providers/index.ts";

/** The API's booking view of a series (decision 021), as the pages after booking read it. */
export type BookingView = components["schemas"]["BookingView"];
export type BookingSession = BookingView["bookings"][number];
export type BookingStatus = BookingView["status"];

/** The intents the pages after booking post; the action calls the matching API route. */
export type BookingIntent =
  | "cancel"
  | "accept"
  | "decline"
  | "schedule"
  | "no-show"
  | "contest-no-show"
  | "client-no-show";

/** The provider's name as shown everywhere: the title first unless hidden; 'Account Deleted' when gone. */
export const providerLabel = (view: BookingView) => providerName(view.provider) || ACCOUNT_DELETED;

/** The other party, as the viewer reads it: the provider for a client, the client for a provider. */
export const otherParty = (view: BookingView) =>
  view.viewerRole === "client"
    ? { name: providerLabel(view), photo: view.provider.photo }
    : { name: view.client.fullName, photo: view.client.photoUrl };

/** Where a client sees what a booking costs: the series' page for a course, else the session's. */
export function paymentPath(view: BookingView): string {
  const first = view.bookings[0]?.identifier ?? view.identifier;
  return view.totalSessions > 1 ? `/payment/series/${view.seriesIdentifier}` : `/payment/${first}`;
}

/**
 * Whether a booking's page states its cancellation terms ('You can cancel free of charge' and the
 * like): only while the viewer can still cancel it. A cancelled, declined, expired or completed
 * booking, or a session that has begun, has no terms left to state (issue 28).
 */
export const showsCancellation = (view: BookingView) => view.actions.cancel && isLive(view.status);

export const summaryPath = (sessionId: string) => `/booking/${sessionId}/summary`;
export const calendarPath = (sessionId: string) => `/booking/${sessionId}/calendar.ics`;
/** The Book-a-session screen with this provider (a client's way back after a released hold). */
export const bookAgainPath = (view: BookingView) => `/booking/${view.provider.identifier}`;

export interface SessionRow {
  identifier: string;
  /** 1-based, in the order of the series. */
  number: number;
  status: BookingStatus;
  /** Null for a session still to be scheduled. */
  time: { iso: string; date: string; start: string; end: string } | null;
  cancelReason: string | null;
  lateFee: number;
  /** A client may claim that the provider did not attend: a confirmed session 15 minutes after its start. */
  canReportNoShow: boolean;
  /**
   * For a client, when that claim opens (ISO) while the session is confirmed and it has not opened
   * yet: the page says when (decision 039). Null otherwise.
   */
  noShowOpensAt: string | null;
  /** The client's no-show claim on this session, its dispute and settlement (decision 039). */
  noShowClaim: BookingSession["noShowClaim"];
  /** The provider may dispute the claim: it is open and its 48 hours have not passed. */
  canContestNoShow: boolean;
  /** A session without a time may be given one while the booking is active and not awaiting an answer. */
  canSchedule: boolean;
  /** A confirmed session with a time can be added to a calendar. */
  canAddToCalendar: boolean;
  /** Its room is open now: 'Join session' links to it (issue 30). */
  canJoinRoom: boolean;
  /**
   * The provider may mark that the client did not attend (issue 30, decision 056): an online session
   * confirmed, 15 minutes after its start, whose room recorded the provider and never the client.
   */
  canMarkClientAbsent: boolean;
}

/**
 * 'Join session' shows (issue 30): a confirmed online session whose room is open now, from 10 minutes
 * before its start to 15 after its end (@marketplace/domain/session-room); never for an in-person one.
 */
export function canJoinRoom(
  session: {
    status: string;
    modalityName: string;
    appointmentTime: string | null;
    appointmentEndTime: string | null;
  },
  now: number,
): boolean {
  if (session.status !== "confirmed" || !roomMediaOf(session.modalityName)) return false;
  if (!session.appointmentTime || !session.appointmentEndTime) return false;
  return roomPhase(session.appointmentTime, session.appointmentEndTime, now) === "open";
}

/** Each session of the series in the viewer's timezone, with what the viewer may do with it now. */
export function sessionRows(view: BookingView, timeZone: string, now: number): SessionRow[] {
  return view.bookings.map((s, i) => {
    // What the viewer may do with this session, read from the lifecycle's table (decision 034).
    const may = actionsFor(
      {
        seriesStatus: view.status,
        status: s.status,
        appointmentTime: s.appointmentTime,
        appointmentEndTime: s.appointmentEndTime,
        holdExpiresAt: view.holdExpiresAt,
        allowReschedule: s.allowReschedule,
        claimedAt: s.noShowClaim?.claimedAt ?? null,
        room:
          s.room && s.appointmentTime && s.appointmentEndTime
            ? { ...s.room, closesAt: roomWindow(s.appointmentTime, s.appointmentEndTime).closesAt }
            : null,
      },
      view.viewerRole,
      now,
    );
    const opensAt = s.appointmentTime ? noShowClaimOpensAt(s.appointmentTime) : null;
    return {
      identifier: s.identifier,
      number: i + 1,
      status: s.status,
      time: s.appointmentTime
        ? {
            iso: s.appointmentTime,
            date: formatShortDate(s.appointmentTime, timeZone),
            start: formatTime(s.appointmentTime, timeZone),
            end: formatTime(s.appointmentEndTime ?? s.appointmentTime, timeZone),
          }
        : null,
      cancelReason: s.cancelReason,
      lateFee: s.lateFee,
      canReportNoShow: may.no_show,
      noShowOpensAt:
        view.viewerRole === "client" && s.status === "confirmed" && opensAt && opensAt.getTime() > now
          ? opensAt.toISOString()
          : null,
      noShowClaim: s.noShowClaim,
      canContestNoShow: may.contest_no_show,
      canSchedule: may.schedule,
      canAddToCalendar: s.status === "confirmed" && s.appointmentTime !== null,
      canJoinRoom: canJoinRoom({ ...s, modalityName: view.modality.name }, now),
      canMarkClientAbsent: may.client_no_show,
    };
  });
}

export interface OpenSlot {
  identifier: string;
  startTime: string;
  endTime: string;
}

/** Open times grouped by their day in the viewer's timezone, earliest first. */
export function slotsByDay(slots: OpenSlot[], timeZone: string) {
  const days = new Map<string, { label: string; slots: Array<{ identifier: string; label: string }> }>();
  for (const slot of slots) {
    const key = dateKeyInZone(slot.startTime, timeZone);
    const day = days.get(key) ?? { label: formatShortDate(slot.startTime, timeZone), slots: [] };
    day.slots.push({
      identifier: slot.identifier,
      label: `${formatTime(slot.startTime, timeZone)} – ${formatTime(slot.endTime, timeZone)}`,
    });
    days.set(key, day);
  }
  return [...days.entries()].map(([key, day]) => ({ key, ...day }));
}
