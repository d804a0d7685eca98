import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/staff.json";
import enUS from "./locales/en-US/staff.json";

/** The staff console's namespace (issue 32): the global site only, so en-NG has nothing of its own. */
export const tStaff = localeTranslator(enUS, enNG);
