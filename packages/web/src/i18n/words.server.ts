import { localeMessages } from "./locale.ts";
import authNG from "./locales/en-NG/auth.json";
import blogNG from "./locales/en-NG/blog.json";
import commonNG from "./locales/en-NG/common.json";
import directoryNG from "./locales/en-NG/directory.json";
import homeNG from "./locales/en-NG/home.json";
import landingNG from "./locales/en-NG/landing.json";
import profileNG from "./locales/en-NG/profile.json";
import authUS from "./locales/en-US/auth.json";
import blogUS from "./locales/en-US/blog.json";
import commonUS from "./locales/en-US/common.json";
import directoryUS from "./locales/en-US/directory.json";
import homeUS from "./locales/en-US/home.json";
import landingUS from "./locales/en-US/landing.json";
import profileUS from "./locales/en-US/profile.json";
import { provideWords, type ServedNamespace, type Words } from "./served-words.ts";
import type { Messages } from "./translator.ts";

const WORDS: Record<ServedNamespace, Messages> = {
  auth: localeMessages(authUS, authNG),
  blog: localeMessages(blogUS, blogNG),
  common: localeMessages(commonUS, commonNG),
  directory: localeMessages(directoryUS, directoryNG),
  home: localeMessages(homeUS, homeNG),
  landing: localeMessages(landingUS, landingNG),
  profile: localeMessages(profileUS, profileNG),
};

// The server renders every page, so it knows every namespace from the start.
provideWords(WORDS);

/** The words a loader sends to the browser: the namespaces its route's components translate with. */
export function wordsFor(...namespaces: ServedNamespace[]): Words {
  return Object.fromEntries(namespaces.map((ns) => [ns, WORDS[ns]]));
}
