// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { guideKey, guideSteps, startOnboardingGuide } from "./onboarding-guide.ts";

const subject = { identifier: "01J0000000000000000000PROV", firstName: "Ada", lastName: "Obi" };

/** jsdom lays nothing out; a box is what the guide looks for before pointing at an element. */
function withBox(element: HTMLElement) {
  element.getClientRects = () => [{}] as unknown as DOMRectList;
  return element;
}

function page(withSidebar: boolean) {
  document.body.innerHTML = `<ol data-guide="steps"></ol><section data-guide="panel"></section><nav data-guide="sidebar"></nav>`;
  for (const guide of ["steps", "panel", ...(withSidebar ? ["sidebar"] : [])]) {
    withBox(document.querySelector<HTMLElement>(`[data-guide="${guide}"]`) as HTMLElement);
  }
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("onboarding guide", () => {
  it("greets the provider by name, then points at the steps, the current step and the side bar", () => {
    page(true);
    const steps = guideSteps(subject);
    expect(steps.map((s) => s.popover?.title)).toEqual([
      "Welcome, Ada Obi",
      "Your steps",
      "The current step",
      "Your dashboard",
    ]);
    expect(steps[1]?.element).toBe(document.querySelector('[data-guide="steps"]'));
  });

  it("skips what is not on screen (the side bar on a phone)", () => {
    page(false);
    expect(guideSteps(subject).map((s) => s.popover?.title)).not.toContain("Your dashboard");
  });

  it("runs once per provider and browser", () => {
    page(true);
    const storage = memoryStorage();
    const tour = startOnboardingGuide(subject, storage);
    expect(tour?.isActive()).toBe(true);
    expect(document.querySelector(".driver-popover-title")?.textContent).toBe("Welcome, Ada Obi");
    expect(storage.items.get(guideKey(subject.identifier))).toBe("seen");
    tour?.destroy();
    expect(document.querySelector(".driver-popover")).toBeNull();
    expect(startOnboardingGuide(subject, storage)).toBeNull();
  });
});
