import { render, screen } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated.ts";

function Probe() {
  return <p>{useHydrated() ? "hydrated" : "server"}</p>;
}

describe("useHydrated", () => {
  it("is false in the server render and true in the browser", () => {
    expect(renderToString(<Probe />)).toContain("server");
    render(<Probe />);
    expect(screen.getByText("hydrated")).toBeTruthy();
  });

  it("hydrates the server markup without a mismatch, then switches", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    // React reports a hydration mismatch through console.error.
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // hydrateRoot is called outside Testing Library, which sets this flag only around its own act();
    // the worker's later files must not inherit it (React would warn about their un-acted updates).
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = flags.IS_REACT_ACT_ENVIRONMENT;
    flags.IS_REACT_ACT_ENVIRONMENT = true;
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <Probe />);
      });
      expect(container.textContent).toBe("hydrated");
      expect(errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    } finally {
      // Testing Library's cleanup knows only its own roots: this one is unmounted here.
      act(() => root?.unmount());
      flags.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      errors.mockRestore();
      container.remove();
    }
  });
});
