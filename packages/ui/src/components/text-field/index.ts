export { describedBy, FieldMessages } from "./field-parts.tsx";
export { TextField, type TextFieldProps } from "./text-field.tsx";
