// A module of their own: a provider card (home, the directory, the landing pages) imports these three and
// no other review text, and a module goes whole into a page's JavaScript (pnpm bench:web).

/** Texts a provider card shows. */
export const NO_RATINGS_TOOLTIP = "Be the first to rate this provider!";
/** Spec screen 4's empty state: where a provider's rating would be, when nobody has reviewed them. */
export const NO_REVIEWS = "NO REVIEWS";
export const SHOW_LESS = "Show less";
