// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { AppointmentItems, appointmentsPath } from "./pages/appointment-list.tsx";
export { calendarPath, canJoinRoom, summaryPath } from "./pages/booking-view.ts";
