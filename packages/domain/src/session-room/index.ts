export * from "./session-room.ts";
