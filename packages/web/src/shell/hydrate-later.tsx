import { type ComponentType, createElement, lazy, memo, Suspense } from "react";

/**
 * A part of the shell that no first interaction needs (the footer, the cookie banner, the signed-in
 * account controls) as a component whose code is not in the page's first-load JavaScript.
 *
 * The server renders it in place, synchronously once its module has loaded (at start-up), so the HTML
 * is whole, with or without JavaScript. In the browser it is `React.lazy` in its own Suspense boundary:
 * hydration finds its server HTML there and leaves it standing (React 18's selective hydration) while
 * the rest of the page becomes interactive; its chunk loads in parallel and hydrates that boundary then.
 *
 * A dehydrated boundary that receives new props gives up its server HTML for the fallback (nothing)
 * until the code arrives, so the component is memoised: a parent that re-renders with equal props
 * (the header when it hydrates, a layout when it mounts) does not reach it. Give it stable props.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Inner = typeof document !== "undefined" ? clientLazy(load) : serverRendered(load);
  return memo(function HydrateLater(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Inner, props));
  });
}

function clientLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
}

function serverRendered<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const ready = load().then((component) => {
    Loaded = component;
    return { default: component };
  });
  // Only a request that arrives before the module has loaded renders through React.lazy (streamed in).
  const Pending = lazy(() => ready) as unknown as ComponentType<P>;
  return (props: P) => createElement(Loaded ?? Pending, props);
}
