export * from "./booking-draft.ts";
export * from "./booking-followups.ts";
export * from "./booking-payload.ts";
export * from "./booking-policy.ts";
export * from "./booking-request.ts";
export * from "./booking-terms.ts";
export * from "./booking-validation.ts";
export * from "./booking-view.ts";
