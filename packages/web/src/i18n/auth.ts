import { knownWords, provideWords, servedTranslator, type Words } from "./served-words.ts";

/**
 * The account pages (/login, /createaccount, /join-as-a-provider, /forgot-password, /reset-password,
 * /confirm-email) in this build's locale: served with each page's loader data (decision 016), not bundled.
 */
export const tAuth = servedTranslator("auth");

/** For a loader: the auth words, which its route's meta and component pass to provideAuthWords first. */
export const authWords = (): Words => knownWords("auth");

/** Makes the auth words a loader sent known to tAuth in the browser (served-words.ts, provideWords). */
export const provideAuthWords = provideWords;
