import {
  type ComponentType,
  createElement,
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { IN_PLACE } from "./in-place.ts";

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

/**
 * Puts `state` into the part's elements. Quietly (`announce` false) it only sets what shows, the
 * values, `<details>` and focus, so the first paint of the part has them. Announced, it sets the values
 * again and sends the events React listens to, so a controlled field's onChange sees them as typing.
 */
function write(root: Element | null, state: UserState, announce: boolean) {
  if (!root) return;
  const elements = keyed(root);
  const send = (element: Element, ...types: string[]) => {
    if (announce) for (const type of types) element.dispatchEvent(new Event(type, { bubbles: true }));
  };
  for (const field of state.fields) {
    const element = elements.get(field.key);
    if (field.kind === "check" && element instanceof HTMLInputElement) {
      // Untrusted, the click toggles nothing: React reads it as the box's change.
      setNative(element, HTMLInputElement.prototype, "checked", field.checked);
      send(element, "click", "change");
    } else if (
      field.kind === "text" &&
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    ) {
      const prototype =
        element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      setNative(element, prototype, "value", field.value);
      send(element, "input");
    } else if (field.kind === "select" && element instanceof HTMLSelectElement) {
      for (const option of element.options) option.selected = field.selected.includes(option.value);
      send(element, "change");
    } else if (field.kind === "open" && element instanceof HTMLDetailsElement && !announce) {
      // Its toggle event tells the part's onToggle, as a reader's click would.
      element.open = field.open;
    }
  }
  const focus = state.focus ? elements.get(state.focus) : undefined;
  if (!announce && focus instanceof HTMLElement) focus.focus({ preventScroll: true });
}

/**
 * Swaps a part's server HTML for its render (`render` sets the component to show) and carries the
 * reader's state across.
 *
 * The render is a transition: React renders the part in slices, yielding to the page between them,
 * not in one long task (a grid of provider cards was one of 100-150 ms on a slowed phone, which is
 * what Lighthouse counts as blocking time). Meanwhile the server's HTML stands and stays usable, so
 * the state is read when React has replaced it: values from the replaced nodes (a detached node keeps
 * them), focus from the reader's last move into or out of them (a detached node has none).
 *
 * The part is wrapped in `Carried`, whose effects run after the part's own (a parent's after its
 * children's). Its layout effect, in the commit, reads the state, and shows it right after the
 * commit, before the browser paints. Its passive effect announces it, after the part's mount effects:
 * one that resets a field from its props (the directory's search follows the URL's) has then queued
 * its update, and the reader's value, queued after it, wins. (Announced in the commit, before those
 * effects, the reader's "calm" came back empty in the directory's search: 15a6215, reverted.)
 */
export function swapIn<P extends object>(
  root: () => Element | null,
  part: ComponentType<P>,
  render: (carried: ComponentType<P>) => void,
  initial: P,
) {
  if (IN_PLACE in part) {
    startTransition(() => render(bridgeTo(root, part, initial)));
    return;
  }
  const old = root();
  let focus = read(old)?.focus;
  const trackFocus = () => {
    if (old?.isConnected) focus = read(old)?.focus;
  };
  document.addEventListener("focusin", trackFocus, true);
  let state: UserState | undefined;
  function Carried(props: P) {
    // Once, at the part's mount: what they read is this swap's, fixed for the part's life.
    // biome-ignore lint/correctness/useExhaustiveDependencies: the swap's own values, not the render's
    useLayoutEffect(() => {
      document.removeEventListener("focusin", trackFocus, true);
      // Focus the reader moved out of the page's other parts stays where it is.
      const active = document.activeElement;
      const keep = active !== null && active !== document.body && active.isConnected;
      const carried = { fields: read(old)?.fields ?? [], focus: keep ? undefined : focus };
      state = carried;
      // The wrapper's ref is set after its children's layout effects: the microtask runs once the
      // commit is done, still before the browser paints.
      queueMicrotask(() => write(root(), carried, false));
    }, []);
    // biome-ignore lint/correctness/useExhaustiveDependencies: as above
    useEffect(() => {
      if (state) write(root(), state, true);
    }, []);
    return createElement(part, props);
  }
  startTransition(() => render(Carried));
}

/**
 * A part marked IN_PLACE (in-place.ts) is not swapped: its server HTML is hydrated where it stands, in
 * a React root of its own, so the reader's state stays in the very nodes they used. Swapped, a part
 * above the fold is painted anew, and the browser counts a new largest paint if it is a pixel larger
 * (the web font has arrived since): the cookie banner's paragraph, the largest text of /providers'
 * first screen on a phone, was Lighthouse's LCP once more after every later part had loaded (3.2 s).
 *
 * The bridge stands in the page's tree where the part's render would: it renders nothing there, and
 * hands the part the page's props on every render of the page's tree. Its root is hydrated once, with
 * the props the server rendered (`initial`: the page's may have changed since, the footer's Cookie
 * Preferences opening the banner, and the HTML would no longer match), and never given a new element:
 * a root asked to render something else before its hydration has finished gives the hydration up
 * (React's #424) and renders the part anew. The page's props wait in `latest` until the part's holder
 * has committed, then reach it as its state.
 *
 * The part's own root is unmounted when the bridge is (a timer, since a root cannot unmount during
 * another's commit; React's strict mode remounts at once and cancels it).
 */
function bridgeTo<P extends object>(root: () => Element | null, part: ComponentType<P>, initial: P) {
  let nested: Root | undefined;
  let unmounting: ReturnType<typeof setTimeout> | undefined;
  let latest: P | undefined;
  let update: ((props: P) => void) | undefined;
  function Holder({ initial }: { initial: P }) {
    const [props, setProps] = useState(initial);
    useLayoutEffect(() => {
      update = setProps;
      if (latest) setProps(latest);
    }, []);
    return createElement(part, props);
  }
  function Bridge(props: P) {
    useEffect(() => {
      latest = props;
      const container = root();
      if (update) update(props);
      else if (!nested && container) nested = hydrateRoot(container, createElement(Holder, { initial }));
    });
    useEffect(() => {
      clearTimeout(unmounting);
      return () => {
        unmounting = setTimeout(() => {
          nested?.unmount();
          nested = undefined;
          update = undefined;
        });
      };
    }, []);
    return null;
  }
  return Object.assign(Bridge, { [IN_PLACE]: true as const });
}
