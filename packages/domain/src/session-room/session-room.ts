import { ONLINE_MODALITIES, ONLINE_VIDEO } from "../booking/booking-terms.ts";

/**
 * The session room of an online booking (issue 30): when it opens and closes, what media it carries and
 * how many may be in it. Defined once here so the API's access check, the sites' 'Join session' links,
 * the reminder job and the .ics file agree to the minute.
 */

/** The room opens this many minutes before the session's start. */
export const ROOM_OPENS_MINUTES_BEFORE = 10;
/** ...and closes this many minutes after its end. */
export const ROOM_CLOSES_MINUTES_AFTER = 15;
/** 'Your session starts in 10 minutes': sent when the room opens. */
export const SESSION_STARTING_REMINDER_MINUTES = ROOM_OPENS_MINUTES_BEFORE;
/** The client, the provider and accepted invitees: a mesh beyond this is not offered. */
export const ROOM_MAX_PARTICIPANTS = 4;

const MINUTE = 60_000;

export type RoomMedia = "video" | "audio";
export type RoomPhase = "before" | "open" | "ended";

/** Video for 'Online - Video', audio only for 'Online - Audio', no room for anything else (in person). */
export function roomMediaOf(modalityName: string): RoomMedia | null {
  if (!(ONLINE_MODALITIES as readonly string[]).includes(modalityName)) return null;
  return modalityName === ONLINE_VIDEO ? "video" : "audio";
}

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

export function roomWindow(startsAt: Date | string, endsAt: Date | string): RoomWindow {
  return {
    opensAt: new Date(new Date(startsAt).getTime() - ROOM_OPENS_MINUTES_BEFORE * MINUTE),
    closesAt: new Date(new Date(endsAt).getTime() + ROOM_CLOSES_MINUTES_AFTER * MINUTE),
  };
}

/** Before the window a countdown, inside it the room, after it 'This session has ended'. */
export function roomPhase(startsAt: Date | string, endsAt: Date | string, now: Date | number): RoomPhase {
  const { opensAt, closesAt } = roomWindow(startsAt, endsAt);
  const t = typeof now === "number" ? now : now.getTime();
  if (t < opensAt.getTime()) return "before";
  if (t > closesAt.getTime()) return "ended";
  return "open";
}

/** The room's address on either site. */
export const sessionRoomPath = (bookingId: string): string => `/session/${bookingId}`;

export const sessionRoomText = {
  join: "Join session",
  ended: "This session has ended",
  startingSoon: "Your session starts in 10 minutes",
  addToCalendar: "Add to calendar",
} as const;
