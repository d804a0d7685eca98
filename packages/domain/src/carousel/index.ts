export * from "./autoplay.ts";
export * from "./carousel.ts";
