import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/accounts.json";
import enUS from "./locales/en-US/accounts.json";

/** The accounts namespace in this build's locale. */
export const tAccounts = localeTranslator(enUS, enNG);
