import { servedTranslator } from "./served-words.ts";

/** The home namespace in this build's locale. */
export const tHome = servedTranslator("home");
