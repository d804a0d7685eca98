import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/availability.json";
import enUS from "./locales/en-US/availability.json";

/** The provider's availability page (/availability) in this build's locale. */
export const tAvailability = localeTranslator(enUS, enNG);
