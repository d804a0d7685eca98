import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/booking.json";
import enUS from "./locales/en-US/booking.json";

/** The Book-a-session screen (/booking/:id) in this build's locale. */
export const tBooking = localeTranslator(enUS, enNG);
