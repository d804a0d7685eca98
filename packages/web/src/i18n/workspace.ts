import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/workspace.json";
import enUS from "./locales/en-US/workspace.json";

/** The provider workspace namespace (profile info, preferences, fees, visibility, overview, policy). */
export const tWorkspace = localeTranslator(enUS, enNG);
