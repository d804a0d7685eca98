// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.

export type { FieldErrors } from "./form-errors.ts";
export { fieldErrorsFromZod } from "./form-errors.ts";
export { SignupFormLater } from "./signup-form-later.tsx";
