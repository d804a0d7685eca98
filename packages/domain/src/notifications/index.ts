export * from "./notifications.ts";
export * from "./targets.ts";
