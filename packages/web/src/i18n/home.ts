import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/home.json";
import enUS from "./locales/en-US/home.json";

/** The home namespace in this build's locale. */
export const tHome = localeTranslator(enUS, enNG);
