export * from "./companies.ts";
export * from "./regions.ts";
