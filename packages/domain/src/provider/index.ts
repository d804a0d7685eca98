export * from "./office-address.ts";
export * from "./profile-info.ts";
export * from "./provider-rules.ts";
