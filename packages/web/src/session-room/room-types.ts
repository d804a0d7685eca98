import type { components } from "@marketplace/api-client";

/** The API's answer for a session room (GET /v1/session-rooms/{id}). */
export type SessionRoom = components["schemas"]["SessionRoom"];
export type RoomJoinConfig = components["schemas"]["SessionRoomJoinConfig"];
