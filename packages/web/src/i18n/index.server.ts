// The feature's server-only entry (loaders, actions, *.server.ts), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.

export type { Documents } from "./documents.server.ts";
export { DOCUMENTS } from "./documents.server.ts";
export { wordsFor } from "./words.server.ts";
