import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/auth.json";
import enUS from "./locales/en-US/auth.json";

/** The auth namespace in this build's locale. */
export const tAuth = localeTranslator(enUS, enNG);
