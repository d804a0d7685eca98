export * from "./bookings.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./messaging.ts";
export * from "./money.ts";
export * from "./providers.ts";
export * from "./users.ts";
