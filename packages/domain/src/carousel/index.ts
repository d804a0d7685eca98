export * from "./carousel.ts";
