import { region } from "../env/index.ts";
import { createTranslator, type Messages, overlay, type Translate } from "./translator.ts";

/** A namespace's table for the locale this build serves: en-US is the base and en-NG holds only what differs. */
export function localeMessages(enUS: Messages, enNG: Messages): Messages {
  return region.locale === "en-NG" ? overlay(enUS, enNG) : enUS;
}

/**
 * A namespace's translator for the locale this build serves. The locale is fixed at build time, so
 * server and browser render the same strings with no provider, and a page ships only the namespaces its
 * modules import. The namespaces of the public pages are served instead (served-words.ts).
 */
export function localeTranslator(enUS: Messages, enNG: Messages): Translate {
  return createTranslator(region.locale, localeMessages(enUS, enNG));
}
