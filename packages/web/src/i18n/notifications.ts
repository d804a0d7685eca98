import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/notifications.json";
import enUS from "./locales/en-US/notifications.json";

/** The notifications namespace: /notifications, the email preferences on /profile and /unsubscribe. */
export const tNotifications = localeTranslator(enUS, enNG);
