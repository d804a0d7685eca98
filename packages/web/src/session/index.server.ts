// The feature's server-only entry (loaders, actions, *.server.ts), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export {
  assertSameOrigin,
  consentCookieHeader,
  getToken,
  hasConsentCookie,
  isNewAccountSession,
  signIn,
  signOut,
} from "./session.server.ts";
