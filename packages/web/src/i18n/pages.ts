import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/pages.json";
import enUS from "./locales/en-US/pages.json";

/** The pages namespace in this build's locale. */
export const tPages = localeTranslator(enUS, enNG);
