import { localeTranslator } from "./locale.ts";
import enNG from "./locales/en-NG/reviews.json";
import enUS from "./locales/en-US/reviews.json";

/** Issue 16's review form and the summary page's link to it. */
export const tReviews = localeTranslator(enUS, enNG);
