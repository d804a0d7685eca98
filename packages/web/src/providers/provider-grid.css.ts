import { style } from "@vanilla-extract/css";

/** A card's cell: the card stretches to the tallest in its row. */
export const item = style({ listStyle: "none", display: "flex" });

/**
 * Cells a long page can skip rendering until they near the viewport (the home grid): the cards are
 * most of the page's DOM, and skipping them brings the hero's first paint forward on slow phones. The
 * placeholder height is a card's (about 420 px) so the scrollbar does not jump; `auto` remembers the
 * real height once a card has rendered.
 */
export const renderWhenNear = style({ contentVisibility: "auto", containIntrinsicSize: "auto 420px" });
