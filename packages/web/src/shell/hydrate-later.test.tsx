// @vitest-environment jsdom
import { ToastProvider } from "@marketplace/ui/toast";
import { UiProvider } from "@marketplace/ui/ui-provider";
import { type AnchorHTMLAttributes, act, type ReactNode, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { hydrateLater, preloadWithData } from "./hydrate-later.tsx";
import { IN_PLACE } from "./in-place.ts";
import { later } from "./shell.css.ts";

// React warns when act() runs outside a test environment it knows; this is one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const AppLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a {...props} />;

function Footer({ label }: { label: string }) {
  return <footer>{label}</footer>;
}

/** What the server renders for a late part: hydrateLater's wrapper around the part. */
function LateFooterOnServer({ label }: { label: string }) {
  return (
    <div className={later}>
      <Footer label={label} />
    </div>
  );
}

let setCount: (n: number) => void = () => {};

/** The root's provider stack (root.tsx): a state of its own above the page and the late parts. */
function Shell({ children }: { children: ReactNode }) {
  const [count, set] = useState(0);
  setCount = set;
  return (
    <UiProvider linkComponent={AppLink}>
      <ToastProvider>
        <output>{count}</output>
        {children}
      </ToastProvider>
    </UiProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

// A late part whose code is still loading when the shell changes state (the cookie banner's Accept
// updates the root's state while the footer's chunk is on its way) must keep its server HTML. If a
// provider above it hands out a new context value on that render, React cannot hydrate the boundary in
// time, drops its HTML and reports error #421 (seen as a flaky pageerror in the browser tests).
it("a late part keeps its server HTML through a synchronous update of the shell", async () => {
  const html = renderToString(
    <Shell>
      <LateFooterOnServer label="The footer" />
    </Shell>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);

  const LateFooter = hydrateLater<{ label: string }>(() => new Promise(() => {}));
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Shell>
        <LateFooter label="The footer" />
      </Shell>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  await act(async () => setCount(1));

  expect(container.querySelector("output")?.textContent).toBe("1");
  expect(container.querySelector("footer")?.textContent).toBe("The footer");
  expect(recoverable).toEqual([]);
});

/** A promise the test settles, standing for a chunk on its way. */
function chunk<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets a held chunk arrive, with the swap's own code (carry-over.ts), and the part render. */
async function arrive<T>(load: ReturnType<typeof chunk<T>>, value: T) {
  await act(async () => {
    load.resolve(value);
    await import("./carry-over.ts");
    await new Promise((done) => setTimeout(done, 0));
  });
}

function serverPage(part: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<div className={later}>{part}</div>);
  document.body.append(container);
  return container;
}

function SearchBox({ onTyped }: { onTyped: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <form>
      <input
        name="search"
        aria-label="Search"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          onTyped(event.currentTarget.value);
        }}
      />
      <label>
        <input type="checkbox" name="online" value="yes" defaultChecked={false} /> Online
      </label>
      <details>
        <summary>Price</summary>
        <p>Per session</p>
      </details>
      <button type="submit">Search</button>
    </form>
  );
}

// Nothing suspends while the page hydrates (a click then made React 18.3 throw #345): the part's
// server HTML is left alone, with no Suspense boundary, until its code has arrived.
it("keeps the server HTML untouched while the code loads, then renders the part in its place", async () => {
  const container = serverPage(<Footer label="The footer" />);
  const serverFooter = container.querySelector("footer");
  const load = chunk<typeof Footer>();
  const LateFooter = hydrateLater<{ label: string }>(() => load.promise);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <LateFooter label="The footer" />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(container.querySelector("footer")).toBe(serverFooter);
  expect(container.innerHTML).not.toContain("<!--$");

  await arrive(load, Footer);
  expect(container.querySelectorAll("footer")).toHaveLength(1);
  expect(container.querySelector("footer")).not.toBe(serverFooter);
  expect(container.querySelector("footer")?.textContent).toBe("The footer");
  expect(recoverable).toEqual([]);
});

it("carries what was typed, ticked, opened and focused in the server HTML over to the part, as typing", async () => {
  const typed: string[] = [];
  const container = serverPage(<SearchBox onTyped={() => {}} />);
  const load = chunk<typeof SearchBox>();
  const LateSearch = hydrateLater<{ onTyped: (value: string) => void }>(() => load.promise);
  const onTyped = (value: string) => typed.push(value);
  await act(async () => {
    hydrateRoot(container, <LateSearch onTyped={onTyped} />);
  });
  const serverInput = container.querySelector<HTMLInputElement>("input[name=search]");
  if (!serverInput) throw new Error("no server input");
  serverInput.value = "anxiety";
  serverInput.focus();
  const serverBox = container.querySelector<HTMLInputElement>("input[name=online]");
  if (serverBox) serverBox.checked = true;
  // A tap on the summary (marked by the wrapper's click handler) opened the entry.
  container.querySelector("summary")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const serverDetails = container.querySelector("details");
  if (serverDetails) serverDetails.open = true;

  await arrive(load, SearchBox);
  const input = container.querySelector<HTMLInputElement>("input[name=search]");
  expect(input).not.toBe(serverInput);
  expect(input?.value).toBe("anxiety");
  expect(document.activeElement).toBe(input);
  expect(container.querySelector<HTMLInputElement>("input[name=online]")?.checked).toBe(true);
  expect(container.querySelector("details")?.open).toBe(true);
  // The part's own onChange saw it, so its state and debounce follow.
  expect(typed).toEqual(["anxiety"]);
});

/** The directory's search: its text follows the URL's `q`, set again by an effect on mount. */
function FollowingSearch({ q, onTyped }: { q: string; onTyped: (value: string) => void }) {
  const [value, setValue] = useState(q);
  useEffect(() => setValue(q), [q]);
  return (
    <input
      name="q"
      aria-label="Search"
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        onTyped(event.currentTarget.value);
      }}
    />
  );
}

/** Waits, on real time, until `done` holds (React's scheduler works in tasks of its own). */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 2000) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// The swap is a transition: the carried text is shown in its commit, but a part's own mount effect
// runs after that, in a task of its own, and resets the field from its props. The reader's text is
// announced after those effects, so it wins. Outside act(), so React schedules the render and the
// effects as it would in a browser. (jsdom delivers a mutation observer's records later than Chromium,
// so the commit-time announcement that lost in Chromium passes here: hydrate-later.spec's directory
// search is the browser's check of that order.)
it("keeps what was typed when the part's mount effect sets the field from its props", async () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const typed: string[] = [];
    const container = serverPage(<FollowingSearch q="" onTyped={() => {}} />);
    const load = chunk<typeof FollowingSearch>();
    const LateSearch = hydrateLater<{ q: string; onTyped: (value: string) => void }>(() => load.promise);
    hydrateRoot(container, <LateSearch q="" onTyped={(value) => typed.push(value)} />);
    const serverInput = container.querySelector<HTMLInputElement>("input[name=q]");
    if (!serverInput) throw new Error("no server input");
    await new Promise((resolve) => setTimeout(resolve, 20));
    serverInput.value = "calm";
    serverInput.focus();

    await import("./carry-over.ts");
    load.resolve(FollowingSearch);
    await until(() => container.querySelector("input[name=q]") !== serverInput);
    // Long enough for every task React scheduled (the render, the effects, their updates).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const input = container.querySelector<HTMLInputElement>("input[name=q]");
    expect(input?.value).toBe("calm");
    expect(document.activeElement).toBe(input);
    expect(typed).toEqual(["calm"]);
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});

function Notice({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <section>
      <p>{label}</p>
      <button type="button" onClick={onPress}>
        OK
      </button>
    </section>
  );
}
const InPlaceNotice = Object.assign(Notice, { [IN_PLACE]: true as const });

/**
 * The server's HTML of a late notice marked in place, and a page whose state labels it: `relabel`
 * renders the page again with a new label; `pressed` holds the label of each press.
 */
function inPlacePage() {
  const container = serverPage(<InPlaceNotice label="First" onPress={() => {}} />);
  const load = chunk<typeof InPlaceNotice>();
  const LateNotice = hydrateLater<{ label: string; onPress: () => void }>(() => load.promise);
  const page = {
    container,
    load,
    serverParagraph: container.querySelector("p"),
    pressed: [] as string[],
    relabel: (_label: string) => {},
    Page() {
      const [label, setLabel] = useState("First");
      page.relabel = setLabel;
      return <LateNotice label={label} onPress={() => page.pressed.push(label)} />;
    },
  };
  return page;
}

// The cookie banner's way: its server HTML is hydrated, not replaced, so its text is painted once (a
// new node a pixel larger was a new largest paint for Lighthouse). Its props still follow the page.
it("hydrates a part marked in place where it stands, and hands it the page's new props", async () => {
  const page = inPlacePage();
  const { container, serverParagraph, load, pressed, Page } = page;
  const serverButton = container.querySelector("button");
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  await arrive(load, InPlaceNotice);

  expect(container.querySelectorAll("section")).toHaveLength(1);
  expect(container.querySelector("p")).toBe(serverParagraph);
  await act(async () => serverButton?.click());
  expect(pressed).toEqual(["First"]);
  await act(async () => page.relabel("Second"));
  expect(container.querySelector("p")).toBe(serverParagraph);
  expect(serverParagraph?.textContent).toBe("Second");
  await act(async () => serverButton?.click());
  expect(pressed).toEqual(["First", "Second"]);
  expect(recoverable).toEqual([]);
});

// The page's tree can render again before the part's own root has finished hydrating (the page's
// data reloads, the reader answers elsewhere). Handed a new element then, React gave the hydration up
// (#424, reported as an uncaught error) and rendered the part anew; the new props now wait for it.
// Outside act(), so the part's root hydrates in a task of its own, as in a browser; the page renders
// again synchronously in the microtask right after the part's root was created, before it hydrates.
it("hands props that change while a part marked in place is still hydrating over once it has", async () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const addEventListener = Element.prototype.addEventListener;
  try {
    const page = inPlacePage();
    const { container, serverParagraph, load, Page } = page;
    const wrapper = container.firstElementChild;
    const errors: unknown[] = [];
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The part's root listens on its container as it is created: the page renders again right then.
    let relabelled = false;
    Element.prototype.addEventListener = function (
      this: Element,
      ...args: Parameters<Element["addEventListener"]>
    ) {
      if (this === wrapper && !relabelled) {
        relabelled = true;
        // A slow phone: the task runs past React's 5 ms slice, so its scheduler yields before the
        // part's hydration, and the page's render lands first.
        for (const start = performance.now(); performance.now() - start < 10; );
        queueMicrotask(() => flushSync(() => page.relabel("Second")));
      }
      return addEventListener.apply(this, args);
    };
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error);
    window.addEventListener("error", onError);
    await import("./carry-over.ts");
    load.resolve(InPlaceNotice);
    await until(() => relabelled && container.querySelector("p")?.textContent === "Second");
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.removeEventListener("error", onError);

    expect(container.querySelector("p")).toBe(serverParagraph);
    expect(container.querySelectorAll("section")).toHaveLength(1);
    expect([...errors, ...reported]).toEqual([]);
  } finally {
    Element.prototype.addEventListener = addEventListener;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});

// The footer's Cookie Preferences can open the banner before the banner's code has arrived: its root
// hydrates the HTML the server sent, with the props it was rendered with, and only then shows the new.
it("hydrates a part marked in place with the server's props when the page's changed before its code came", async () => {
  const page = inPlacePage();
  const { container, serverParagraph, load, Page } = page;
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  await act(async () => page.relabel("Second"));
  // The server's HTML stands meanwhile.
  expect(serverParagraph?.textContent).toBe("First");
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener("error", onError);
  await arrive(load, InPlaceNotice);
  window.removeEventListener("error", onError);

  expect(container.querySelector("p")).toBe(serverParagraph);
  expect(serverParagraph?.textContent).toBe("Second");
  expect([...recoverable, ...errors]).toEqual([]);
});

it("leaves the server HTML standing when the code fails to load", async () => {
  const container = serverPage(<Footer label="The footer" />);
  const serverFooter = container.querySelector("footer");
  const load = chunk<typeof Footer>();
  const LateFooter = hydrateLater<{ label: string }>(() => load.promise);
  await act(async () => {
    hydrateRoot(container, <LateFooter label="The footer" />);
  });
  await act(async () => load.reject(new Error("chunk failed")));
  expect(container.querySelector("footer")).toBe(serverFooter);
});

it("renders straight away where its code has already loaded (a later page of the visit)", async () => {
  const load = chunk<typeof Footer>();
  const LateFooter = hydrateLater<{ label: string }>(() => load.promise);
  const first = serverPage(<Footer label="First" />);
  await act(async () => {
    hydrateRoot(first, <LateFooter label="First" />);
  });
  await arrive(load, Footer);
  const container = document.createElement("div");
  document.body.append(container);
  const { createRoot } = await import("react-dom/client");
  act(() => createRoot(container).render(<LateFooter label="Second" />));
  expect(container.querySelector("footer")?.textContent).toBe("Second");
});

it("renders whole on its first mount when a client-side navigation preloaded it with the data", async () => {
  const load = chunk<typeof Footer>();
  let loads = 0;
  const LateFooter = hydrateLater<{ label: string }>(() => {
    loads += 1;
    return load.promise;
  });
  const data = chunk<{ label: string }>();
  // The route's clientLoader: its data and the part's code, together.
  const loaded = preloadWithData(() => data.promise, LateFooter);
  data.resolve({ label: "Navigated" });
  let settled = false;
  void loaded.then(() => {
    settled = true;
  });
  await act(async () => {
    await new Promise((done) => setTimeout(done, 0));
  });
  // The data alone does not finish the navigation: the part's code is still on its way.
  expect(settled).toBe(false);
  load.resolve(Footer);
  const { label } = await loaded;
  const container = document.createElement("div");
  document.body.append(container);
  const { createRoot } = await import("react-dom/client");
  act(() => createRoot(container).render(<LateFooter label={label} />));
  expect(container.querySelector("footer")?.textContent).toBe("Navigated");
  expect(loads).toBe(1);
});

it("lets a failed preload fail the navigation, and tries again on the next", async () => {
  let attempt = 0;
  const LateFooter = hydrateLater<{ label: string }>(() => {
    attempt += 1;
    return attempt === 1 ? Promise.reject(new Error("chunk failed")) : Promise.resolve(Footer);
  });
  await expect(preloadWithData(async () => "data", LateFooter)).rejects.toThrow("chunk failed");
  await expect(preloadWithData(async () => "data", LateFooter)).resolves.toBe("data");
  expect(attempt).toBe(2);
});
