/**
 * The booking API's shapes as docs/decisions/021-booking.md writes them. The generated client's types
 * replace these once the API lands; the screen reads only what is named here.
 */

export interface Timeslot {
  identifier: string;
  startTime: string;
  endTime: string;
}

export interface CadenceSlot {
  startTime: string;
  endTime: string;
  /** Null when that week's time is taken or closed: a conflict to pick by hand. */
  timeslot: Timeslot | null;
}

export interface BookingForm {
  role: "client" | "provider";
  provider: {
    identifier: string;
    firstName: string;
    lastName: string;
    title: string | null;
    hideProfileTitle: boolean;
    photo: string | null;
    acknowledgeBooking: boolean;
    offerOfflineSession: boolean;
    officeAddress: string | null;
    timezone: string;
    appointmentDuration: number;
  };
  client: { identifier: string; fullName: string; photoUrl: string | null };
  therapies: Array<{ identifier: string; name: string; allowInvite: boolean }>;
  modalities: Array<{ identifier: string; name: string; shortName: string; isOffline: boolean }>;
  concerns: Array<{ identifier: string; name: string }>;
  fees: {
    currencyCode: string;
    general: { fee: number };
    therapy: Array<{ therapyIdentifier: string; fee: number; isFree: boolean }>;
  };
  policy: { holdMinutes: number; noticeHours: number; lateFeeShare: number; maxSeriesSessions: number };
}

export interface BookingCreated {
  identifier: string;
  seriesIdentifier: string;
  status: string;
  holdExpiresAt: string | null;
}
