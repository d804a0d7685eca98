import {
  type ComponentType,
  createElement,
  Fragment,
  lazy,
  type MouseEvent,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { IN_PLACE } from "./in-place.ts";
import * as css from "./shell.css.ts";

/**
 * A part of the shell that no first interaction needs (the footer, the cookie banner, the signed-in
 * account controls) as a component whose code is not in the page's first-load JavaScript.
 *
 * The server renders it in place, in a wrapper that takes no room (`display: contents`), so the HTML is
 * whole with or without JavaScript. In the browser, hydration leaves the wrapper's server HTML alone
 * (an empty `dangerouslySetInnerHTML`, which React does not hydrate into), so nothing in the page
 * suspends while it hydrates. Its code loads after that; the component then renders in place of the
 * server's HTML (the same markup), taking over what the reader typed, ticked or focused meanwhile.
 *
 * Why not `React.lazy` in a Suspense boundary (React 18's selective hydration): a click landing on a
 * boundary whose code was still arriving made React 18.3 hydrate synchronously, and that threw
 * "Root did not complete" (#345), dropped the click, or gave up the server HTML (#421) — a flaky
 * sign-in or a dead link one time in a few hundred (decision 065). Until its code runs, the server's
 * HTML here is plain HTML: its links and form posts work as they do without JavaScript.
 *
 * Once its code has loaded (a later page of the same visit), the part renders straight away. Props
 * that change before then reach the part when it renders; the server's HTML stands meanwhile.
 *
 * A part mounted by a client-side navigation has no server HTML to stand in for it: until its code
 * arrives it is empty. A route whose page is mostly such a part awaits `preload()` in its
 * `clientLoader`, beside its data, so the page renders whole (`preloadWithData`).
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): LaterPart<P> {
  // Vite sets SSR per build, so each bundle carries only its own half.
  return import.meta.env.SSR ? serverRendered(load) : clientLater(load);
}

/** A part that hydrates later, and a way to have its code loaded before it next mounts. */
export type LaterPart<P> = ComponentType<P> & {
  /** Loads the part's code; once this resolves, a mount renders the part at once. */
  preload: () => Promise<void>;
};

/**
 * A `clientLoader` for a page whose content hydrates later: the server's data and the parts' code
 * together, so a client-side navigation renders the page whole instead of empty parts for a moment.
 * (A document load does not run it: the page hydrates with the server's data, and its parts load
 * after.)
 */
export async function preloadWithData<T>(
  serverLoader: () => Promise<T>,
  ...parts: Pick<LaterPart<unknown>, "preload">[]
): Promise<T> {
  const [data] = await Promise.all([serverLoader(), ...parts.map((part) => part.preload())]);
  return data;
}

/** A `<details>` opened or closed before the code arrives is marked, so its state carries over. */
const markToggled = (event: MouseEvent) =>
  (event.target as Element).closest("summary")?.parentElement?.setAttribute("data-toggled", "");

function clientLater<P extends object>(load: () => Promise<ComponentType<P>>): LaterPart<P> {
  let Loaded: ComponentType<P> | undefined;
  // The swap's code (carry-over.ts) is needed only then, so it comes with the part's, not the page's.
  let loading: Promise<[ComponentType<P>, typeof import("./carry-over.ts")]> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), import("./carry-over.ts")]);
    return loading;
  };
  const preload = () =>
    start().then(
      ([loaded]) => {
        Loaded = loaded;
      },
      (error: unknown) => {
        // The next mount or preload tries again; the navigation shows the route's error.
        loading = undefined;
        throw error;
      },
    );
  return Object.assign(Later, { preload });
  function Later(props: P) {
    const [Component, setComponent] = useState(() => Loaded);
    // The props the server's HTML was rendered with: a part hydrated in place starts from them.
    const [initial] = useState(props);
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (Component) return;
      // Unmounted by then, the wrapper is gone and the update goes nowhere: nothing to cancel.
      start().then(
        ([loaded, { swapIn }]) => {
          Loaded = loaded;
          swapIn(
            () => wrapper.current,
            loaded,
            (carried) => setComponent(() => carried),
            initial,
          );
        },
        () => {
          // The chunk did not load (offline, a deploy replaced it): the server's HTML stays, and
          // works as it does without JavaScript. The next mount tries again.
          loading = undefined;
        },
      );
    }, [Component, initial]);
    const server = createElement("div", {
      key: "server",
      ref: wrapper,
      className: css.later,
      suppressHydrationWarning: true,
      onClick: markToggled,
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, a constant: it keeps the server's HTML unhydrated
      dangerouslySetInnerHTML: { __html: "" },
    });
    if (!Component) return server;
    const part = createElement(Component, props);
    // A part hydrated in place (carry-over.ts) keeps the server's wrapper: what renders here is its
    // bridge, which renders nothing of its own.
    return IN_PLACE in Component
      ? createElement(Fragment, null, server, part)
      : createElement("div", { key: "live", ref: wrapper, className: css.later }, part);
  }
}

/** The server's loads, started when a module that calls hydrateLater is evaluated: one per call site. */
const serverLoads: Promise<unknown>[] = [];

/**
 * Settles once every load the server has started is done. Tests wait for it after each file: nothing
 * else awaits these imports, and one still under way when its file ended never got its modules (the
 * file's connection to vitest was closed), leaving later files that share the module graph waiting.
 */
export function serverLoadsSettled(): Promise<unknown> {
  return Promise.allSettled(serverLoads);
}

function serverRendered<P extends object>(load: () => Promise<ComponentType<P>>): LaterPart<P> {
  let Loaded: ComponentType<P> | undefined;
  const ready = load().then((component) => {
    Loaded = component;
    return { default: component };
  });
  serverLoads.push(ready);
  // Only a request that arrives before the module has loaded renders through React.lazy (streamed in).
  const Pending = lazy(() => ready) as unknown as ComponentType<P>;
  const Rendered = (props: P) =>
    createElement(
      "div",
      { className: css.later },
      Loaded
        ? createElement(Loaded, props)
        : createElement(Suspense, { fallback: null }, createElement(Pending, props)),
    );
  return Object.assign(Rendered, { preload: () => ready.then(() => undefined) });
}
