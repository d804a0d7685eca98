import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/wallet.json";
import enUS from "./locales/en-US/wallet.json";

/** The wallet namespace (top-up, transaction history, receipts) in this build's locale. */
export const tWallet = localeTranslator(enUS, enNG);
