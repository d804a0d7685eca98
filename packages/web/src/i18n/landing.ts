import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/landing.json";
import enUS from "./locales/en-US/landing.json";

/** The location landing pages' chrome (their city content is static data in packages/web/src/landing). */
export const tLanding = localeTranslator(enUS, enNG);
