import { focusFirstError } from "@marketplace/ui/form-error";
import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** A form-level message or an invalid field; a page-wide alert is not a sign of this form's failure. */
const OUTSIDE_FORM = "[aria-invalid='true'], [data-form-error]";

/**
 * After a form's submission, focus and scroll go to its first error
 * (docs/decisions/041-form-errors-and-uploads.md). Where the errors are looked for: the form itself, then the section or dialog holding it (a result banner
 * above the form), and, if the form is gone (the page re-rendered it), the page's invalid fields and
 * form errors. Nothing moves when there is no error, so a successful save leaves focus alone.
 */
export function focusAfterSubmit(form: HTMLFormElement): HTMLElement | null {
  if (!form.isConnected) {
    const main = form.ownerDocument.querySelector("main") ?? form.ownerDocument.body;
    return focusFirstError(main, OUTSIDE_FORM);
  }
  const around = form.parentElement?.closest<HTMLElement>("section, article, [role='dialog']");
  return focusFirstError(form) ?? (around ? focusFirstError(around) : null);
}

/**
 * One mechanism for every form of both sites, mounted once in the root: it notes which form was
 * submitted (a `submit` event on the document) and, once the request it started has settled (the
 * navigation and every fetcher idle again) and the answer has rendered, moves focus to the first
 * error (focusAfterSubmit). A form refused in the browser, which starts no request, is looked at two
 * frames after its submit event, once its errors have rendered; finding none there, it waits for the
 * request's answer as usual. A person who has already moved to another field by then (a loaded phone
 * renders late) keeps their focus: moving it would send what they type into the wrong field.
 */
/** Whether focus has gone somewhere of the person's choosing since `before` (not lost to the page). */
function movedOn(before: Element | null): boolean {
  const now = document.activeElement;
  return now !== null && now !== before && now !== document.body && now.isConnected;
}

export function useFocusFirstErrorAfterSubmit(): void {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const submitted = useRef<HTMLFormElement | null>(null);
  const started = useRef(false);
  const focusedAtSubmit = useRef<Element | null>(null);

  useEffect(() => {
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      submitted.current = form;
      started.current = false;
      focusedAtSubmit.current = document.activeElement;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (started.current || submitted.current !== form) return;
          if (movedOn(focusedAtSubmit.current)) {
            submitted.current = null;
            return;
          }
          // Found nothing: the request may simply not have shown as busy yet (a slow render), so the
          // answer is still waited for.
          if (focusAfterSubmit(form)) submitted.current = null;
        }),
      );
    };
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, []);

  useEffect(() => {
    if (busy) {
      if (submitted.current) started.current = true;
      return;
    }
    const form = submitted.current;
    if (!form || !started.current) return;
    submitted.current = null;
    started.current = false;
    if (!movedOn(focusedAtSubmit.current)) focusAfterSubmit(form);
  }, [busy]);
}
