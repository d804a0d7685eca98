import { flushSync } from "react-dom";

/**
 * What a reader did to a part's server HTML before its code ran (hydrate-later.tsx), carried over to
 * the same part rendered by React: text typed, boxes ticked, options chosen, `<details>` opened or
 * closed (marked `data-toggled` by hydrate-later.tsx: the markup keeps no default to tell the reader's
 * toggle from the page's), and where the focus was. The two are the same markup, so an element is
 * found again by what it is (tag, name, id, link target or label) and how many like it came before.
 *
 * Values are set the way a browser would (the prototype's setter, then the event React listens to),
 * so a controlled field's onChange sees them as typing, and a debounce or a state follows.
 */
export interface UserState {
  fields: readonly Field[];
  focus: string | undefined;
}

type Field =
  | { key: string; kind: "text"; value: string }
  | { key: string; kind: "check"; checked: boolean }
  | { key: string; kind: "select"; selected: readonly string[] }
  | { key: string; kind: "open"; open: boolean };

const TRACKED = "input, textarea, select, button, a[href], summary, details, [tabindex]";

/** A box or a radio button: what it carries is `checked`, and its value names it among its group. */
const checkable = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");

function identity(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const name = element.getAttribute("name");
  if (checkable(element)) return `${tag}|${name}|${element.value}`;
  if (name) return `${tag}|${name}`;
  if (element.id) return `${tag}#${element.id}`;
  if (element instanceof HTMLAnchorElement) return `${tag}|${element.getAttribute("href")}`;
  if (tag === "button" || tag === "summary") return `${tag}|${element.textContent?.trim()}`;
  return tag;
}

/** Every tracked element under `root` by a key that names the same element in equal markup. */
function keyed(root: Element): Map<string, Element> {
  const seen = new Map<string, number>();
  const map = new Map<string, Element>();
  for (const element of root.querySelectorAll(TRACKED)) {
    const id = identity(element);
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    map.set(`${id}|${n}`, element);
  }
  return map;
}

function read(root: Element | null): UserState | undefined {
  if (!root) return undefined;
  const fields: Field[] = [];
  let focus: string | undefined;
  for (const [key, element] of keyed(root)) {
    if (element === document.activeElement) focus = key;
    if (checkable(element)) {
      if (element.checked !== element.defaultChecked)
        fields.push({ key, kind: "check", checked: element.checked });
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) fields.push({ key, kind: "text", value: element.value });
    } else if (element instanceof HTMLSelectElement) {
      const options = [...element.options];
      if (options.some((option) => option.selected !== option.defaultSelected)) {
        fields.push({ key, kind: "select", selected: options.filter((o) => o.selected).map((o) => o.value) });
      }
    } else if (element instanceof HTMLDetailsElement && element.hasAttribute("data-toggled")) {
      fields.push({ key, kind: "open", open: element.open });
    }
  }
  return fields.length || focus ? { fields, focus } : undefined;
}

function setNative<T extends object>(element: T, prototype: T, property: string, value: unknown) {
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value);
}

function write(root: Element | null, state: UserState) {
  if (!root) return;
  const elements = keyed(root);
  for (const field of state.fields) {
    const element = elements.get(field.key);
    if (field.kind === "check" && element instanceof HTMLInputElement && element.checked !== field.checked) {
      setNative(element, HTMLInputElement.prototype, "checked", field.checked);
      element.dispatchEvent(new Event("click", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (
      field.kind === "text" &&
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    ) {
      const prototype =
        element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      setNative(element, prototype, "value", field.value);
      element.dispatchEvent(new Event("input", { bubbles: true }));
    } else if (field.kind === "select" && element instanceof HTMLSelectElement) {
      for (const option of element.options) option.selected = field.selected.includes(option.value);
      element.dispatchEvent(new Event("change", { bubbles: true }));
    } else if (field.kind === "open" && element instanceof HTMLDetailsElement) {
      // Its toggle event tells the part's onToggle, as a reader's click would.
      element.open = field.open;
    }
  }
  const focus = state.focus ? elements.get(state.focus) : undefined;
  if (focus instanceof HTMLElement) focus.focus({ preventScroll: true });
}

/**
 * Swaps a part's server HTML for its render (`render` commits it, synchronously) and carries the
 * reader's state across. Read and swap happen in one task, so no keystroke falls between them.
 */
export function swapIn(root: () => Element | null, render: () => void) {
  const state = read(root());
  // Synchronous: by its return the part is committed and its own effects have run, so its handlers
  // meet the carried values.
  flushSync(render);
  if (state) write(root(), state);
}
