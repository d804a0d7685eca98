import { servedTranslator } from "./served-words.ts";

/**
 * The account pages (/login, /createaccount, /join-as-a-provider, /forgot-password, /reset-password,
 * /confirm-email) in this build's locale: served with each page's loader data (decision 016), not bundled.
 */
export const tAuth = servedTranslator("auth");
