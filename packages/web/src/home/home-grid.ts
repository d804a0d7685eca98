/** Spec screen 12: the home grid shows 10 cards, then a promo banner, then the rest. */
export const HOME_GRID_BEFORE_BANNER = 10;
export const HOME_FEATURED_COUNT = 16;
