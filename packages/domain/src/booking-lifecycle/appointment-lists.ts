import type { BookingStatus } from "./booking-lifecycle.ts";

/**
 * The lists of a person's appointments page (issue 28), each a set of the lifecycle's statuses, and
 * the overview's counts that link to them. A confirmed session is upcoming until it ends (or while it
 * has no time yet), past after; an expired hold or request is in none (nothing was agreed).
 */
export const APPOINTMENT_LISTS = ["upcoming", "requests", "awaiting_payment", "past", "cancelled"] as const;
export type AppointmentList = (typeof APPOINTMENT_LISTS)[number];

export const APPOINTMENT_LIST_STATUSES = {
  upcoming: ["confirmed"],
  requests: ["pending_approval"],
  awaiting_payment: ["awaiting_payment"],
  past: ["completed", "no_show_claimed", "no_show_contested", "confirmed"],
  cancelled: ["cancelled", "declined"],
} as const satisfies Record<AppointmentList, readonly BookingStatus[]>;

/** A status some list holds (an expired one is in none). */
export type ListedStatus = (typeof APPOINTMENT_LIST_STATUSES)[AppointmentList][number];

export const isAppointmentList = (value: unknown): value is AppointmentList =>
  (APPOINTMENT_LISTS as readonly unknown[]).includes(value);

/** The lists read from the soonest: what is ahead. The others read from the latest: what is behind. */
export const SOONEST_FIRST: readonly AppointmentList[] = ["upcoming", "requests", "awaiting_payment"];

/** The statuses a list can be narrowed to with its status filter (a list of one status has none). */
export const listStatuses = (list: AppointmentList): readonly ListedStatus[] =>
  APPOINTMENT_LIST_STATUSES[list];
