/**
 * Where a form's problems show: an invalid field (`aria-invalid="true"`, which every field of this
 * design system sets with its error), a form-level error (FormError) or an alert banner.
 */
export const FORM_ERROR_SELECTOR = "[aria-invalid='true'], [data-form-error], [role='alert']";

const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";

/**
 * Moves focus to the first problem inside `scope` (document order) and scrolls it to the middle of
 * the screen, so neither a keyboard nor a sighted user is left on a button at the bottom while the
 * error sits off-screen: a field is focused itself (its label and error are read out), an error
 * message that is not focusable becomes so (tabindex -1). Returns what it focused, or null.
 */
export function focusFirstError(
  scope: ParentNode,
  selector: string = FORM_ERROR_SELECTOR,
): HTMLElement | null {
  const target = scope.querySelector<HTMLElement>(selector);
  if (!target) return null;
  if (!target.matches(FOCUSABLE)) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  // Centred: a sticky header never covers it. Instant, so it is there when the focus is.
  target.scrollIntoView?.({ block: "center", inline: "nearest" });
  return target;
}
