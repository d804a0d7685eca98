export { choiceHelp, choiceInput, choiceRow, choiceText } from "./choice-row.css.ts";
export { ChoiceRow, type ChoiceRowProps } from "./choice-row.tsx";
