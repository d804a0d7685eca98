export * from "./booking-lifecycle.ts";
