import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import axe from "axe-core";
import type { ComponentType } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import preview from "../.storybook/preview.tsx";
import { globalTheme } from "./theme/index.ts";

/**
 * Every story of every component renders (a broken story fails `npm test`) and passes axe-core
 * with no serious or critical violation. jsdom computes no colours or layout, so the
 * `color-contrast` rule is off here (the palette is checked against WCAG AA in
 * `theme/contrast.test.ts`), and `region` is off because a story is a fragment, not a page.
 */
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>("./components/**/*.stories.tsx", { eager: true });

beforeAll(() => document.documentElement.classList.add(globalTheme));
afterAll(() => document.documentElement.classList.remove(globalTheme));

describe.each(Object.entries(modules))("%s", (_path, module) => {
  const stories = Object.entries(composeStories(module, preview)) as Array<[string, ComponentType]>;

  it.each(
    stories,
  )("%s renders with no serious or critical accessibility violations", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(document.body.innerHTML.length).toBeGreaterThan(0);
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    const blocking = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(blocking).toEqual([]);
    expect(container).toBeTruthy();
  });
});
