export { ComposerField, type ComposerFieldProps } from "./composer.tsx";
