// The public entry of session-rooms/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { attendanceOf, recordSessionHeld, type SessionAttendanceFacts } from "./attendance.ts";
export { createMediaAdapter, type MediaAdapter } from "./media/index.ts";
export { sessionRoomRoutes } from "./room-routes.ts";
