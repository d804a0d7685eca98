export { focusAfterSubmit, useFocusFirstErrorAfterSubmit } from "./focus-after-submit.ts";
