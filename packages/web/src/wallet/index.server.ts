// The feature's server-only entry (loaders, actions, *.server.ts), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.

export type { TopUpResult } from "./top-up.server.ts";
export { newTopUpKey, paymentOutcome, TOP_UP_INTENT, topUp } from "./top-up.server.ts";
