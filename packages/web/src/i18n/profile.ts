import { servedTranslator } from "./served-words.ts";

/** The provider profile namespace (/provider/{objectID}) in this build's locale. */
export const tProfile = servedTranslator("profile");
