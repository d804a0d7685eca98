// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useOnboardingGuide } from "./use-onboarding-guide.ts";

const start = vi.fn();
vi.mock("./onboarding-guide.ts", () => ({ startOnboardingGuide: start }));

function Page({ identifier }: { identifier: string | null }) {
  useOnboardingGuide(identifier ? { identifier, firstName: "Ada", lastName: "Obi" } : null);
  return <p>step one</p>;
}

/**
 * Issue 28: the tour started late because its script and stylesheet were only requested from an
 * effect, once the whole page had hydrated. They are requested while the page renders: a render
 * that runs no effect at all (renderToString, in a browser-like document) already asks for both.
 */
describe("useOnboardingGuide", () => {
  it("asks for the guide's stylesheet and script during render, before any effect runs", async () => {
    expect(document.querySelector("link[data-guide-styles]")).toBeNull();
    renderToString(<Page identifier={null} />);
    expect(document.querySelector("link[data-guide-styles]")).toBeNull();

    renderToString(<Page identifier="01J0000000000000000000PROV" />);
    const link = document.querySelector<HTMLLinkElement>("link[data-guide-styles]");
    expect(link?.rel).toBe("stylesheet");
    // The script was imported too (the mock stands in for it); nothing started, as no effect ran.
    await vi.dynamicImportSettled();
    expect(start).not.toHaveBeenCalled();
    // Rendering again asks for nothing more: one stylesheet per page.
    renderToString(<Page identifier="01J0000000000000000000PROV" />);
    expect(document.querySelectorAll("link[data-guide-styles]")).toHaveLength(1);
  });
});
