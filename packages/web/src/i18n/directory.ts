import { servedTranslator } from "./served-words.ts";

/** The provider directory (/providers) in this build's locale. */
export const tDirectory = servedTranslator("directory");
