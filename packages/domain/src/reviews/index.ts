export * from "./review-display.ts";
