export * from "./notifications.ts";
