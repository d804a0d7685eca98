/**
 * A booking's lifecycle as data (issue 26, docs/decisions/034-booking-lifecycle.md): every state,
 * every event, who may cause it, and what it does to the slot and to money. The API's single writer
 * of booking and timeslot status moves rows only by this table, and the screens ask the same table
 * which actions a viewer may take (`actionsFor`). Pure: no clock of its own, no database.
 */

/** Every status a booking series and each of its sessions can have (the one list; the API's enum derives from it). */
export const BOOKING_STATUSES = [
  "pending_approval",
  "awaiting_payment",
  "confirmed",
  "completed",
  "cancelled",
  "declined",
  /** An unpaid hold that lapsed, or a request left unanswered: its slots reopened. */
  "expired",
  /**
   * The client said the provider did not attend (decision 039): the fee stays in escrow while the
   * provider may dispute it (`NO_SHOW_CONTEST_HOURS`); undisputed, the platform refunds it.
   */
  "no_show_claimed",
  /** The provider disputed the client's no-show claim: the fee stays in escrow for the staff's review. */
  "no_show_contested",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that may still change and keep their slot held or booked. */
export const LIVE_STATUSES = ["pending_approval", "awaiting_payment", "confirmed"] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];
/** Statuses that keep a slot: at most one booking in these may point at a timeslot (a unique index). */
export const SLOT_KEEPING_STATUSES = [...LIVE_STATUSES, "completed"] as const;
/** Nothing moves a booking out of these. */
export const FINAL_STATUSES = ["completed", "cancelled", "declined", "expired"] as const;
/** A no-show claim is open: the session's fee is held in escrow until it is settled (decision 039). */
export const CLAIM_STATUSES = ["no_show_claimed", "no_show_contested"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** Not settled yet: a series ends only once none of its sessions is in one of these. */
export const UNSETTLED_STATUSES = [...LIVE_STATUSES, ...CLAIM_STATUSES] as const;

export const TIMESLOT_STATUSES = ["open", "held", "booked"] as const;
export type TimeslotStatus = (typeof TIMESLOT_STATUSES)[number];

/**
 * Why a session was cancelled (`bookings.cancel_reason`): who cancelled it, the provider's no-show, or
 * `unpaid`: a session of a paid therapy whose end passed with nothing paid (a provider's booking for a
 * client confirms without payment), which the platform does not count as held (issue 27).
 * `client_no_show`: the session room recorded the provider but never the client (issue 30): the
 * cancellation policy applies as to a client's late cancellation.
 */
export const CANCEL_REASONS = ["client", "provider", "provider_no_show", "client_no_show", "unpaid"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** A client's no-show claim opens this long after the session's start (decision 039). */
export const NO_SHOW_CLAIM_OPENS_MINUTES = 15;
export const NO_SHOW_CLAIM_OPENS_MS = NO_SHOW_CLAIM_OPENS_MINUTES * 60_000;
/** The provider may dispute a no-show claim for this long after it was made. */
export const NO_SHOW_CONTEST_HOURS = 48;
export const NO_SHOW_CONTEST_MS = NO_SHOW_CONTEST_HOURS * 3_600_000;

const has = <T extends string>(list: readonly T[], value: string): value is T => list.includes(value as T);
export const isBookingStatus = (value: string): value is BookingStatus => has(BOOKING_STATUSES, value);
export const isLive = (status: string): status is LiveStatus => has(LIVE_STATUSES, status);
export const isFinal = (status: string) => has(FINAL_STATUSES, status);
export const isClaim = (status: string): status is ClaimStatus => has(CLAIM_STATUSES, status);

/** The state a slot is in while a booking in this status points at it: held until paid, then booked. */
export function slotStatusFor(status: BookingStatus): TimeslotStatus {
  if (status === "pending_approval" || status === "awaiting_payment") return "held";
  if (status === "confirmed" || status === "completed") return "booked";
  return "open";
}

export type LifecycleEvent =
  /** A client asks a provider who reviews requests first. */
  | "request"
  /** A client books a provider who does not review requests: the slot is held while they pay. */
  | "hold"
  /** A provider initiates a session for a client: confirmed at once, nothing to pay. */
  | "confirm"
  | "approve"
  | "decline"
  | "pay"
  /** A schedule-later session gets its first time. */
  | "schedule"
  | "reschedule"
  | "cancel"
  /** The client claims that the provider did not attend (from 15 minutes after the start). */
  | "no_show"
  /** The provider disputes a no-show claim, within 48 hours of it. */
  | "contest_no_show"
  /** Nobody disputed the claim in time: the platform refunds the client (a background job). */
  | "settle_no_show"
  /** A paid or free session's end passed: it was held (an online one: both parties joined its room). */
  | "complete"
  /**
   * The session room recorded the provider but never the client (issue 30): the provider marks it from
   * 15 minutes after the start, or the platform does when the room closes; the cancellation policy applies.
   */
  | "client_no_show"
  /** The session room closed and its provider never joined (issue 30): the client is refunded in full. */
  | "provider_absent"
  /** An unpaid session of a paid therapy's end passed: not held, but cancelled as unpaid (issue 27). */
  | "cancel_unpaid"
  /**
   * A gateway reports that a payment failed (declined) or was abandoned (the payer cancelled the
   * checkout): the hold stays until it ends, so the client can pay again (issue 28).
   */
  | "payment_failed"
  /** An unpaid hold lapsed, or a request went unanswered. */
  | "expire";

/** The parties, and the platform's own jobs (hold sweeper, completion sweeper, a gateway's report). */
export type LifecycleActor = "client" | "provider" | "system";

/**
 * What an event does to the session's slot: `hold`/`book` take it (held, booked), `take` gives a
 * schedule-later session its first slot in the state its status keeps (`slotStatusFor`), `move` frees
 * the old slot and takes the new one the same way, `release` reopens it, `keep` leaves it as it is.
 */
export type SlotEffect = "hold" | "book" | "take" | "move" | "release" | "keep";

/** The ledger postings an event makes (docs/decisions/023-ledger-and-payments.md). */
export type LifecyclePosting =
  /** The client's wallet and/or the gateway's clearing into escrow: `booking_payment:{seriesId}`. */
  | "booking_payment"
  /** Escrow to the provider's earnings and the platform's commission: `earning:{bookingId}` (paid series only). */
  | "session_earning"
  /** Escrow back to the client's wallet, less a client's late fee: `refund:{bookingId}` (paid series only). */
  | "refund";

/**
 * A condition on time or permission, checked against `LifecycleFacts`:
 * - `before_start`: the session has no time yet or has not started;
 * - `after_start`: the session has a time that has come;
 * - `no_show_open`: `NO_SHOW_CLAIM_OPENS_MINUTES` have passed since the session's start;
 * - `contest_open`: a no-show claim was made less than `NO_SHOW_CONTEST_HOURS` ago;
 * - `contest_lapsed`: a no-show claim was made at least `NO_SHOW_CONTEST_HOURS` ago;
 * - `after_end`: the session's end has passed;
 * - `unscheduled`: the session has no time yet;
 * - `upcoming`: the session has a time still to come;
 * - `hold_live`: the series' hold has not lapsed;
 * - `reschedule_allowed`: the provider allowed the client to move this session (providers always may);
 * - `settled`: nothing is owed for the session: its series was paid, or its therapy is free;
 * - `owed`: the session's fee was never paid (a provider's booking for a client, of a paid therapy);
 * - `attended`: a session without a room (in person) always; an online one once both its client and
 *   its provider joined the room (issue 30, `LifecycleFacts.room`);
 * - `room_closed`: the session's room has closed (15 minutes after its end);
 * - `provider_joined` / `provider_never_joined`: the room recorded the provider / never did;
 * - `client_never_joined`: the room never recorded the client.
 */
export type LifecycleGuard =
  | "before_start"
  | "after_start"
  | "no_show_open"
  | "contest_open"
  | "contest_lapsed"
  | "after_end"
  | "unscheduled"
  | "upcoming"
  | "hold_live"
  | "reschedule_allowed"
  | "settled"
  | "owed"
  | "attended"
  | "room_closed"
  | "provider_joined"
  | "provider_never_joined"
  | "client_never_joined";

export interface LifecycleRule {
  event: LifecycleEvent;
  /** null: the booking does not exist yet (it is created by this event). */
  from: readonly (BookingStatus | null)[];
  /** The status afterwards; `same` keeps it. */
  to: BookingStatus | "same";
  actors: readonly LifecycleActor[];
  /** Whether the event moves the whole series (every live session) or one session. */
  scope: "series" | "session";
  slot: SlotEffect;
  postings: readonly LifecyclePosting[];
  guards: readonly LifecycleGuard[];
  /** Recorded on the session when the event cancels it. */
  cancelReason?: CancelReason;
}

const UNPAID = ["pending_approval", "awaiting_payment"] as const;
const PARTIES = ["client", "provider"] as const;

/**
 * The table. A row per (event, actor group, from-states) with one outcome; `transition` finds the
 * first row that matches. Series-scoped rows read the series' status, session-scoped ones the session's.
 */
export const BOOKING_LIFECYCLE: readonly LifecycleRule[] = [
  {
    event: "request",
    from: [null],
    to: "pending_approval",
    actors: ["client"],
    scope: "series",
    slot: "hold",
    postings: [],
    guards: [],
  },
  {
    event: "hold",
    from: [null],
    to: "awaiting_payment",
    actors: ["client"],
    scope: "series",
    slot: "hold",
    postings: [],
    guards: [],
  },
  {
    event: "confirm",
    from: [null],
    to: "confirmed",
    actors: ["provider"],
    scope: "series",
    slot: "book",
    postings: [],
    guards: [],
  },
  {
    event: "approve",
    from: ["pending_approval"],
    to: "awaiting_payment",
    actors: ["provider"],
    scope: "series",
    slot: "keep",
    postings: [],
    guards: [],
  },
  {
    event: "decline",
    from: ["pending_approval"],
    to: "declined",
    actors: ["provider"],
    scope: "series",
    slot: "release",
    postings: [],
    guards: [],
  },
  // The client pays from the wallet at once; a gateway's verified report pays on the client's behalf.
  {
    event: "pay",
    from: ["awaiting_payment"],
    to: "confirmed",
    actors: ["client", "system"],
    scope: "series",
    slot: "book",
    postings: ["booking_payment"],
    guards: ["hold_live"],
  },
  {
    event: "schedule",
    from: ["awaiting_payment", "confirmed"],
    to: "same",
    actors: PARTIES,
    scope: "session",
    slot: "take",
    postings: [],
    guards: ["unscheduled"],
  },
  {
    event: "reschedule",
    from: LIVE_STATUSES,
    to: "same",
    actors: PARTIES,
    scope: "session",
    slot: "move",
    postings: [],
    guards: ["upcoming", "reschedule_allowed"],
  },
  // Nothing was paid: the whole request or hold is withdrawn.
  {
    event: "cancel",
    from: UNPAID,
    to: "cancelled",
    actors: ["client"],
    scope: "series",
    slot: "release",
    postings: [],
    guards: ["before_start"],
    cancelReason: "client",
  },
  {
    event: "cancel",
    from: UNPAID,
    to: "cancelled",
    actors: ["provider"],
    scope: "series",
    slot: "release",
    postings: [],
    guards: ["before_start"],
    cancelReason: "provider",
  },
  // A confirmed session alone: a client's late cancellation keeps the late fee, a provider's refunds it all.
  {
    event: "cancel",
    from: ["confirmed"],
    to: "cancelled",
    actors: ["client"],
    scope: "session",
    slot: "release",
    postings: ["refund"],
    guards: ["before_start"],
    cancelReason: "client",
  },
  {
    event: "cancel",
    from: ["confirmed"],
    to: "cancelled",
    actors: ["provider"],
    scope: "session",
    slot: "release",
    postings: ["refund"],
    guards: ["before_start"],
    cancelReason: "provider",
  },
  // A no-show claim holds the fee in escrow (no refund, no earning) while the provider may dispute it
  // (decision 039). The slot reopens as before (it has started, so nobody is offered it again).
  {
    event: "no_show",
    from: ["confirmed"],
    to: "no_show_claimed",
    actors: ["client"],
    scope: "session",
    slot: "release",
    postings: [],
    guards: ["no_show_open"],
  },
  {
    event: "contest_no_show",
    from: ["no_show_claimed"],
    to: "no_show_contested",
    actors: ["provider"],
    scope: "session",
    slot: "release",
    postings: [],
    guards: ["contest_open"],
  },
  // Undisputed after the window: the platform's job refunds the fee in full. A disputed claim waits
  // for the staff's review (issue 32), which will add its own rows (refund, or complete with earning).
  {
    event: "settle_no_show",
    from: ["no_show_claimed"],
    to: "cancelled",
    actors: ["system"],
    scope: "session",
    slot: "release",
    postings: ["refund"],
    guards: ["contest_lapsed"],
    cancelReason: "provider_no_show",
  },
  // Only a session that was paid for (or is free) is held once its end passes: it earns and may be
  // reviewed. An unpaid one of a paid therapy is cancelled as unpaid instead (issue 27): no money
  // moves, no review, and its slot (past, never offered again) reopens like any cancelled one's.
  // An online session is held only once both its client and its provider joined its room (issue 30).
  {
    event: "complete",
    from: ["confirmed"],
    to: "completed",
    actors: ["system"],
    scope: "session",
    slot: "keep",
    postings: ["session_earning"],
    guards: ["after_end", "settled", "attended"],
  },
  // The room recorded the provider and never the client (issue 30): the cancellation policy applies as
  // to a late cancellation by the client (refund less the late fee, which the provider earns). The
  // provider may mark it from 15 minutes after the start; the platform does it when the room closes.
  {
    event: "client_no_show",
    from: ["confirmed"],
    to: "cancelled",
    actors: ["provider"],
    scope: "session",
    slot: "release",
    postings: ["refund"],
    guards: ["no_show_open", "provider_joined", "client_never_joined"],
    cancelReason: "client_no_show",
  },
  {
    event: "client_no_show",
    from: ["confirmed"],
    to: "cancelled",
    actors: ["system"],
    scope: "session",
    slot: "release",
    postings: ["refund"],
    guards: ["room_closed", "provider_joined", "client_never_joined"],
    cancelReason: "client_no_show",
  },
  // The room closed and the provider never joined it, whether the client did or not (issue 30): the
  // provider-no-show rule without waiting for the client's claim, the fee back in full.
  {
    event: "provider_absent",
    from: ["confirmed"],
    to: "cancelled",
    actors: ["system"],
    scope: "session",
    slot: "release",
    postings: ["refund"],
    guards: ["room_closed", "provider_never_joined"],
    cancelReason: "provider_no_show",
  },
  {
    event: "cancel_unpaid",
    from: ["confirmed"],
    to: "cancelled",
    actors: ["system"],
    scope: "session",
    slot: "release",
    postings: [],
    guards: ["after_end", "owed"],
    cancelReason: "unpaid",
  },
  // A declined card or a cancelled checkout changes nothing: the booking keeps its hold and may be paid
  // again until the hold ends (then `expire`). No money moved, so none moves back.
  {
    event: "payment_failed",
    from: ["awaiting_payment"],
    to: "same",
    actors: ["system"],
    scope: "series",
    slot: "keep",
    postings: [],
    guards: [],
  },
  // An unpaid hold lapsed, or a request went unanswered for REQUEST_EXPIRY_HOURS (decision 038).
  {
    event: "expire",
    from: UNPAID,
    to: "expired",
    actors: ["system"],
    scope: "series",
    slot: "release",
    postings: [],
    guards: [],
  },
];

/** An instant as a Date, an ISO string or epoch milliseconds. */
export type Instant = Date | string | number;

/** What the guards look at. */
export interface LifecycleFacts {
  now: Instant;
  appointmentTime?: Instant | null;
  appointmentEndTime?: Instant | null;
  holdExpiresAt?: Instant | null;
  allowReschedule?: string;
  /** When the session's no-show claim was made (null: none). */
  claimedAt?: Instant | null;
  /**
   * Whether the session's fee is owed: true when its therapy is paid and its series' payment is not on
   * the ledger, false when paid or free. Unknown (undefined) satisfies neither `settled` nor `owed`.
   */
  owed?: boolean;
  /**
   * The session room recorded that the provider never joined within NO_SHOW_CLAIM_OPENS_MINUTES of the
   * start (issue 30): the claim needs no dispute window, so `contest_lapsed` holds at once.
   */
  providerAbsent?: boolean;
  /**
   * The session's room (issue 30): when it closes and who joined it. Absent or null: the session has
   * no room (in person), and `attended` holds without it.
   */
  room?: SessionRoomFacts | null;
}

/** What the session room recorded, for the lifecycle's guards (issue 30). */
export interface SessionRoomFacts {
  closesAt: Instant;
  clientJoined: boolean;
  providerJoined: boolean;
}

const ms = (d: Instant | null | undefined): number | null =>
  d === null || d === undefined ? null : typeof d === "number" ? d : new Date(d).getTime();

export function guardHolds(guard: LifecycleGuard, actor: LifecycleActor, facts: LifecycleFacts): boolean {
  const now = ms(facts.now) ?? 0;
  const start = ms(facts.appointmentTime);
  switch (guard) {
    case "before_start":
      return start === null || start > now;
    case "after_start":
      return start !== null && start <= now;
    case "no_show_open":
      return start !== null && start + NO_SHOW_CLAIM_OPENS_MS <= now;
    case "contest_open":
    case "contest_lapsed": {
      const claimed = ms(facts.claimedAt);
      if (claimed === null) return false;
      const open = now < claimed + NO_SHOW_CONTEST_MS;
      if (guard === "contest_lapsed" && facts.providerAbsent === true) return true;
      return guard === "contest_open" ? open : !open;
    }
    case "after_end": {
      const end = ms(facts.appointmentEndTime);
      return end !== null && end <= now;
    }
    case "unscheduled":
      return start === null;
    case "upcoming":
      return start !== null && start > now;
    case "hold_live": {
      const until = ms(facts.holdExpiresAt);
      return until !== null && until > now;
    }
    case "reschedule_allowed":
      return actor !== "client" || facts.allowReschedule === "allowed";
    case "settled":
      return facts.owed === false;
    case "owed":
      return facts.owed === true;
    case "attended":
      return !facts.room || (facts.room.clientJoined && facts.room.providerJoined);
    case "room_closed":
      return Boolean(facts.room) && (ms(facts.room?.closesAt) ?? Number.POSITIVE_INFINITY) <= now;
    case "provider_joined":
      return facts.room?.providerJoined === true;
    case "provider_never_joined":
      return facts.room?.providerJoined === false;
    case "client_never_joined":
      return facts.room?.clientJoined === false;
  }
}

export type Refusal =
  /** The booking is in a final state: nothing moves it. */
  | { ok: false; reason: "final"; event: LifecycleEvent }
  /** The event does not apply to this state. */
  | { ok: false; reason: "state"; event: LifecycleEvent }
  /** It applies, but not for this actor. */
  | { ok: false; reason: "actor"; event: LifecycleEvent }
  /** It applies for this actor, but a condition does not hold now. */
  | { ok: false; reason: "guard"; event: LifecycleEvent; guard: LifecycleGuard };

export interface Move {
  ok: true;
  event: LifecycleEvent;
  from: BookingStatus | null;
  to: BookingStatus;
  scope: LifecycleRule["scope"];
  slot: SlotEffect;
  /** The slot's state afterwards (`open` when released). */
  slotStatus: TimeslotStatus;
  postings: readonly LifecyclePosting[];
  cancelReason: CancelReason | null;
}

/**
 * Where `event` by `actor` takes a booking in `state` (null: not created yet), with what it does to
 * the slot and to money, or why it may not happen. Facts are needed only for guarded events.
 */
export function transition(
  state: BookingStatus | null,
  event: LifecycleEvent,
  actor: LifecycleActor,
  facts: LifecycleFacts = { now: 0 },
): Move | Refusal {
  const rules = BOOKING_LIFECYCLE.filter((r) => r.event === event && r.from.includes(state));
  if (rules.length === 0) {
    return { ok: false, reason: state !== null && isFinal(state) ? "final" : "state", event };
  }
  const rule = rules.find((r) => r.actors.includes(actor));
  if (!rule) return { ok: false, reason: "actor", event };
  const failed = rule.guards.find((g) => !guardHolds(g, actor, facts));
  if (failed) return { ok: false, reason: "guard", event, guard: failed };
  const to = rule.to === "same" ? (state as BookingStatus) : rule.to;
  return {
    ok: true,
    event,
    from: state,
    to,
    scope: rule.scope,
    slot: rule.slot,
    slotStatus: slotStatusFor(to),
    postings: rule.postings,
    cancelReason: rule.cancelReason ?? null,
  };
}

/** Whether this actor causes this event in any state (a party who never may is refused before the state is read). */
export const mayCause = (event: LifecycleEvent, actor: LifecycleActor): boolean =>
  BOOKING_LIFECYCLE.some((r) => r.event === event && r.actors.includes(actor));

/** What a viewer may do with a session (the screens' buttons and the API's `actions`). */
export const BOOKING_ACTIONS = [
  "approve",
  "decline",
  "pay",
  "schedule",
  "reschedule",
  "cancel",
  "no_show",
  "contest_no_show",
  "client_no_show",
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** A session as the screens and the API see it: its own status and its series'. */
export interface LifecycleSubject {
  /** The series' status (approve, decline, pay and the withdrawal of an unpaid booking move the series). */
  seriesStatus: BookingStatus;
  /** The session's status. */
  status: BookingStatus;
  appointmentTime: Instant | null;
  appointmentEndTime?: Instant | null;
  holdExpiresAt: Instant | null;
  allowReschedule?: string;
  /** When the session's no-show claim was made (null or absent: none). */
  claimedAt?: Instant | null;
  /** What its room recorded (issue 30); absent or null: no room (in person). */
  room?: SessionRoomFacts | null;
}

/** The state a session-or-series event reads: series-scoped events the series', others the session's. */
const SERIES_EVENTS: ReadonlySet<LifecycleEvent> = new Set(["approve", "decline", "pay"]);

/**
 * Which actions this viewer may take on this session now, read from the table: the event must apply
 * to the state, the viewer must be one of its actors and its conditions must hold.
 */
export function actionsFor(
  subject: LifecycleSubject,
  viewer: "client" | "provider",
  now: Instant,
): Record<BookingAction, boolean> {
  const facts: LifecycleFacts = {
    now,
    appointmentTime: subject.appointmentTime,
    appointmentEndTime: subject.appointmentEndTime ?? null,
    holdExpiresAt: subject.holdExpiresAt,
    ...(subject.allowReschedule === undefined ? {} : { allowReschedule: subject.allowReschedule }),
    claimedAt: subject.claimedAt ?? null,
    room: subject.room ?? null,
  };
  const may = (event: LifecycleEvent) =>
    transition(SERIES_EVENTS.has(event) ? subject.seriesStatus : subject.status, event, viewer, facts).ok;
  return {
    approve: may("approve"),
    decline: may("decline"),
    pay: may("pay"),
    // A time is given only once the series itself may take it (not while it is a request).
    schedule: may("schedule") && transition(subject.seriesStatus, "schedule", viewer, facts).ok,
    reschedule: may("reschedule"),
    cancel: may("cancel"),
    no_show: may("no_show"),
    contest_no_show: may("contest_no_show"),
    client_no_show: may("client_no_show"),
  };
}
