import { ONLINE_MODALITIES } from "@marketplace/domain/booking";
import type { BookingSession, BookingView } from "./booking-view.ts";

/** A booking view as the API answers it (decision 021), for the pages' tests. */
export function bookingView(over: Partial<BookingView> = {}): BookingView {
  return {
    identifier: "01JSESSION0000000000000001",
    seriesIdentifier: "01JSERIES00000000000000001",
    status: "awaiting_payment",
    viewerRole: "client",
    createdAt: "2026-12-01T09:55:00.000Z",
    holdExpiresAt: "2026-12-01T10:05:00.000Z",
    provider: {
      identifier: "01JPROVIDER000000000000001",
      photo: null,
      title: "Dr.",
      firstName: "Tolu",
      lastName: "Adeyemi",
      hideProfileTitle: false,
      countryCode: "GB",
      officeAddress: null,
      timezone: "Europe/London",
    },
    client: { identifier: "01JCLIENT00000000000000001", fullName: "Amara Okafor", photoUrl: null },
    therapyCategory: {
      identifier: "01JTHERAPY0000000000000001",
      name: "Individual Therapy",
      allowInvite: false,
    },
    modality: { identifier: "01JMODALITY000000000000001", name: ONLINE_MODALITIES[1], isOffline: false },
    concerns: [{ identifier: "01JCONCERN0000000000000001", name: "Anxiety" }],
    note: null,
    totalSessions: 1,
    bookingFee: 4500,
    totalBookingFee: 4500,
    currency: "GBP",
    appointmentDuration: 50,
    cancellation: { noticeHours: 24, lateFeeShare: 0.5, freeUntil: "2026-12-07T09:00:00.000Z" },
    bookings: [session()],
    actions: { accept: false, decline: false, cancel: true, schedule: false, pay: true },
    ...over,
  };
}

export function session(over: Partial<BookingSession> = {}): BookingSession {
  return {
    identifier: "01JSESSION0000000000000001",
    status: "awaiting_payment",
    appointmentTime: "2026-12-08T09:00:00.000Z",
    appointmentEndTime: "2026-12-08T09:50:00.000Z",
    cancelReason: null,
    lateFee: 0,
    allowReschedule: "not_allowed",
    noShowClaim: null,
    participants: [],
    room: { clientJoined: false, providerJoined: false },
    ...over,
  };
}
