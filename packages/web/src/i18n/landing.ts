import { servedTranslator } from "./served-words.ts";

/** The location landing pages' chrome (their city content is static data in packages/web/src/landing). */
export const tLanding = servedTranslator("landing");
