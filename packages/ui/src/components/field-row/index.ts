export { fieldError, fieldHelp, fieldLegend, fieldRow } from "./field-row.css.ts";
export { FieldRow, type FieldRowProps } from "./field-row.tsx";
