import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/profile.json";
import enUS from "./locales/en-US/profile.json";

/** The provider profile namespace (/provider/{objectID}) in this build's locale. */
export const tProfile = localeTranslator(enUS, enNG);
