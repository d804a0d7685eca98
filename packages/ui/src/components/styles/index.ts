/**
 * The ui package's recipes and styles for a screen's own `*.css.ts` (decision 037): compose them,
 * `style([column({ gap: "4" }), { … }])`, or use one as it is. Called in a `.css.ts` file they are
 * class names at build time, with no runtime in the page.
 */
export { card } from "../card/card.css.ts";
export { cardList } from "../card-list/card-list.css.ts";
export { choiceHelp, choiceInput, choiceRow, choiceText } from "../choice-row/choice-row.css.ts";
export { fieldError, fieldHelp, fieldLegend, fieldRow } from "../field-row/field-row.css.ts";
export { bareList, visuallyHidden } from "../layout/layout.css.ts";
export { pageSection, sectionHead, sectionIntro } from "../page-section/page-section.css.ts";
export { heading, text } from "../text/text.css.ts";
export type { SpaceKey } from "./space.ts";
export { cluster, column, panel, titleText } from "./styles.css.ts";
