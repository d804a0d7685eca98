import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { namespaces, resources } from "./resources.ts";

/** A synchronous i18next instance for one locale: the same on the server and in the browser. */
export function createI18n(locale: keyof typeof resources): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: "en-US",
    resources: { [locale]: resources[locale] },
    ns: [...namespaces],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  return instance;
}

const cache = new Map<string, I18n>();
/** A shared instance per locale for code outside React (meta functions). */
export function i18nFor(locale: keyof typeof resources): I18n {
  let instance = cache.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    cache.set(locale, instance);
  }
  return instance;
}
