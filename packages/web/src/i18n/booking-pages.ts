import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/booking-pages.json";
import enUS from "./locales/en-US/booking-pages.json";

/** The pages after booking (payment, request, confirmation, summary) in this build's locale. */
export const tBookingPages = localeTranslator(enUS, enNG);
