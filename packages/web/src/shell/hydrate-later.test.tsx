// @vitest-environment jsdom
import { ToastProvider } from "@marketplace/ui/toast";
import { UiProvider } from "@marketplace/ui/ui-provider";
import { type AnchorHTMLAttributes, act, type ReactNode, Suspense, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { hydrateLater } from "./hydrate-later.tsx";

// React warns when act() runs outside a test environment it knows; this is one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const AppLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a {...props} />;

function Footer({ label }: { label: string }) {
  return <footer>{label}</footer>;
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
      <Suspense fallback={null}>
        <Footer label="The footer" />
      </Suspense>
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
