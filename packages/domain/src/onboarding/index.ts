export * from "./onboarding-steps.ts";
