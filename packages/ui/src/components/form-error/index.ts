export { FormError, type FormErrorProps } from "./form-error.tsx";
