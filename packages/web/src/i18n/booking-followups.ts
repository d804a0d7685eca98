import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/booking-followups.json";
import enUS from "./locales/en-US/booking-followups.json";

/** Issue 13's follow-up pages: an invitation, rescheduling, recommendations. */
export const tBookingFollowups = localeTranslator(enUS, enNG);
