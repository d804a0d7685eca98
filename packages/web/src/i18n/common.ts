import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/common.json";
import enUS from "./locales/en-US/common.json";

/** The common namespace in this build's locale. */
export const tCommon = localeTranslator(enUS, enNG);
