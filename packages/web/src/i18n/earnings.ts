import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/earnings.json";
import enUS from "./locales/en-US/earnings.json";

/** The earnings namespace (the provider's /earnings, a transaction, the CSV, the overview's card). */
export const tEarnings = localeTranslator(enUS, enNG);
