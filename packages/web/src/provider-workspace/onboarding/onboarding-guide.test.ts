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

  it("runs once per provider and browser, in the design system's popover", async () => {
    page(true);
    const storage = memoryStorage();
    const tour = await startOnboardingGuide(subject, storage);
    expect(tour?.isActive()).toBe(true);
    expect(document.querySelector(".driver-popover-title")?.textContent).toBe("Welcome, Ada Obi");
    expect(document.querySelector(".driver-popover")?.classList.length).toBeGreaterThan(1);
    expect(storage.items.get(guideKey(subject.identifier))).toBe("seen");
    tour?.destroy();
    expect(document.querySelector(".driver-popover")).toBeNull();
    expect(await startOnboardingGuide(subject, storage)).toBeNull();
  });

  it("waits for an open dialog (the photo's crop dialog) to close before it starts", async () => {
    page(true);
    const crop = document.createElement("div");
    crop.setAttribute("role", "dialog");
    document.body.append(crop);
    let started = false;
    const starting = startOnboardingGuide(subject, memoryStorage()).then((tour) => {
      started = true;
      return tour;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toBe(false);
    expect(document.querySelector(".driver-popover")).toBeNull();
    crop.remove();
    const tour = await starting;
    expect(tour?.isActive()).toBe(true);
    tour?.destroy();
  });

  it("steps aside when a dialog opens while it runs, and comes back at the same stop", async () => {
    page(true);
    const tour = await startOnboardingGuide(subject, memoryStorage());
    tour?.moveNext();
    expect(tour?.getActiveIndex()).toBe(1);
    const crop = document.createElement("div");
    crop.setAttribute("role", "dialog");
    document.body.append(crop);
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector(".driver-popover")).toBeNull();
    expect(tour?.isActive()).toBe(false);
    crop.remove();
    await new Promise((r) => setTimeout(r, 20));
    expect(tour?.isActive()).toBe(true);
    expect(tour?.getActiveIndex()).toBe(1);
    tour?.destroy();
  });
});
