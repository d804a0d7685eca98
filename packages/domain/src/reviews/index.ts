export * from "./card-text.ts";
export * from "./review-display.ts";
export * from "./review-eligibility.ts";
export * from "./review-form.ts";
export * from "./review-text.ts";
export * from "./stars.ts";
