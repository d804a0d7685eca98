import ngAccounts from "./locales/en-NG/accounts.json";
import ngAuth from "./locales/en-NG/auth.json";
import ngCommon from "./locales/en-NG/common.json";
import ngHome from "./locales/en-NG/home.json";
import ngPages from "./locales/en-NG/pages.json";
import usAccounts from "./locales/en-US/accounts.json";
import usAuth from "./locales/en-US/auth.json";
import usCommon from "./locales/en-US/common.json";
import usHome from "./locales/en-US/home.json";
import usPages from "./locales/en-US/pages.json";

/** Every visible string, per locale and namespace (feature). */
export const resources = {
  "en-US": { common: usCommon, home: usHome, pages: usPages, accounts: usAccounts, auth: usAuth },
  "en-NG": { common: ngCommon, home: ngHome, pages: ngPages, accounts: ngAccounts, auth: ngAuth },
} as const;

export const namespaces = ["common", "home", "pages", "accounts", "auth"] as const;
