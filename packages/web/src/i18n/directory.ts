import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/directory.json";
import enUS from "./locales/en-US/directory.json";

/** The provider directory (/providers) in this build's locale. */
export const tDirectory = localeTranslator(enUS, enNG);
