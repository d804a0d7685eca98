import { servedTranslator } from "./served-words.ts";

/** The common namespace in this build's locale. */
export const tCommon = servedTranslator("common");
