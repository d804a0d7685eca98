import { z } from "zod";
import { requiredUlidSchema as ulid } from "../ids/ulid-schema.ts";
import { BOOKING_API_MESSAGES, MAX_SERIES_SESSIONS, MIN_SERIES_SESSIONS } from "./booking-policy.ts";
import { BOOKING_MESSAGES, bookingFormSchema } from "./booking-validation.ts";

/**
 * The create-booking payloads of spec section 3 as the API checks them: the form schema plus the
 * lists and the other party. Shared by the API (validation at the edge) and the screen.
 */
const common = bookingFormSchema.extend({
  concerns: z
    .array(ulid(BOOKING_MESSAGES.noConcern), { message: BOOKING_MESSAGES.noConcern })
    .min(1, BOOKING_MESSAGES.noConcern)
    .max(30, "Please select at most 30 concerns"),
  participants: z
    .array(z.string().trim().toLowerCase().email(BOOKING_MESSAGES.invalidEmail))
    .max(10, "At most 10 participants can be invited")
    .default([])
    .refine((emails) => new Set(emails).size === emails.length, BOOKING_MESSAGES.duplicateEmail),
  /** When a client books: the provider. */
  providerIdentifier: ulid("This therapist could not be found").optional(),
  /** When a provider books: the client. */
  clientIdentifier: ulid("This client could not be found").optional(),
});

export const singleBookingRequestSchema = common.extend({
  /** Null books now and picks the time later (schedule later). */
  timeslotIdentifier: ulid(BOOKING_MESSAGES.singleSlotRequired).nullable(),
});

export const seriesBookingRequestSchema = common
  .extend({
    totalSessions: z
      .number({ message: BOOKING_API_MESSAGES.tooFewSessions })
      .int(BOOKING_API_MESSAGES.tooFewSessions)
      .min(MIN_SERIES_SESSIONS, BOOKING_API_MESSAGES.tooFewSessions)
      .max(MAX_SERIES_SESSIONS, BOOKING_API_MESSAGES.tooManySessions),
    seriesTimeslots: z.array(ulid(BOOKING_MESSAGES.seriesSlotsRequired)).max(MAX_SERIES_SESSIONS),
  })
  .refine((b) => b.seriesTimeslots.length <= b.totalSessions, {
    message: BOOKING_API_MESSAGES.moreSlotsThanSessions,
    path: ["seriesTimeslots"],
  })
  .refine((b) => new Set(b.seriesTimeslots).size === b.seriesTimeslots.length, {
    message: BOOKING_MESSAGES.duplicateSlot,
    path: ["seriesTimeslots"],
  });

export type SingleBookingRequest = z.infer<typeof singleBookingRequestSchema>;
export type SeriesBookingRequest = z.infer<typeof seriesBookingRequestSchema>;
