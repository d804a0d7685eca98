import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/messages.json";
import enUS from "./locales/en-US/messages.json";

/** The messages namespace (spec screen 11) in this build's locale. */
export const tMessages = localeTranslator(enUS, enNG);
