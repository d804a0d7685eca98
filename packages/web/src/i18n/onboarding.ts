import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/onboarding.json";
import enUS from "./locales/en-US/onboarding.json";

/** Provider onboarding (/overview?step=…) and its guided tour, in this build's locale. */
export const tOnboarding = localeTranslator(enUS, enNG);
