export { FORM_ERROR_SELECTOR, focusFirstError } from "./focus-first-error.ts";
export { FormError, type FormErrorProps } from "./form-error.tsx";
