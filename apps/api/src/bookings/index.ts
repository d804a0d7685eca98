// The public entry of bookings/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { createBooking } from "./booking-create.ts";
export { clientBookedProvider, liveOrPaidRelationship } from "./booking-relationship.ts";
