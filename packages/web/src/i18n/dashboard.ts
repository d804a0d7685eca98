import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/dashboard.json";
import enUS from "./locales/en-US/dashboard.json";

/** The dashboard namespace in this build's locale. */
export const tDashboard = localeTranslator(enUS, enNG);
