export * from "./appointment-lists.ts";
export * from "./booking-lifecycle.ts";
export * from "./no-show.ts";
