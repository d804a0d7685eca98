import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/credentials.json";
import enUS from "./locales/en-US/credentials.json";

/** The credentials screen's namespace (spec screen 16) in this build's locale. */
export const tCredentials = localeTranslator(enUS, enNG);
