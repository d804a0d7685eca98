// The feature's server-only entry (loaders, actions, *.server.ts), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { apiFor, visitorAddress } from "./api.server.ts";
export { currentUser } from "./current-user.server.ts";
export { loaded } from "./loaded.server.ts";
export { sendRetrySafe } from "./retry-safe.server.ts";
