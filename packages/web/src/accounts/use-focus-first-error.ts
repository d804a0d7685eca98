import { type RefObject, useEffect } from "react";

/**
 * After a failed submission whose problems show beside their fields (and so with no banner to
 * announce them), focus moves to the first invalid field: a screen reader reads its label and error,
 * and a keyboard user is where the fix is.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement>, result: unknown) {
  useEffect(() => {
    if (!result) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [form, result]);
}
