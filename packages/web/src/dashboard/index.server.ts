// The feature's server-only entry (loaders, actions, *.server.ts), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { requireAccount, requireProvider } from "./dashboard-session.server.ts";
export type { OwnProfileResult } from "./profile.server.ts";
export { loadOwnProfile, ownProfileAction } from "./profile.server.ts";
