import type { components } from "@marketplace/api-client";

/** The booking API's shapes (docs/decisions/021-booking.md), as the generated client types them. */
export type BookingForm = components["schemas"]["BookingForm"];
export type Timeslot = components["schemas"]["Timeslot"];
/** The generator writes the nullable timeslot as an intersection; this is what the API sends. */
export type CadenceSlot = Omit<components["schemas"]["CadenceSlot"], "timeslot"> & {
  timeslot: Timeslot | null;
};
export type BookingCreated = components["schemas"]["BookingCreated"];
