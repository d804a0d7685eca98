import { localeMessages } from "./locale.ts";
import enNG from "./locales/en-NG/documents.json";
import enUS from "./locales/en-US/documents.json";

/** The documents namespace: the public pages' long copy, read on the server only. */
export type Documents = typeof enUS;
/**
 * The public pages' long copy (the documents namespace) is read on the server only and reaches the
 * browser as loader data, worded for this site: the legal texts do not weigh on any page's bundle.
 */
export const DOCUMENTS = localeMessages(enUS, enNG) as Documents;
