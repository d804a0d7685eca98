import { composeStories } from "@storybook/react-vite";
import { render } from "@testing-library/react";
import axe from "axe-core";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { UiProvider } from "./components/ui-provider/ui-provider.tsx";
import { globalTheme } from "./theme/index.ts";

/**
 * Every story renders and passes axe with no serious or critical violations. jsdom cannot compute
 * colours, so colour contrast is checked in the browser suite instead (axe on the real pages).
 */
const modules = import.meta.glob<Record<string, unknown>>("./components/**/*.stories.tsx", { eager: true });

describe.each(Object.entries(modules))("%s", (_path, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as Array<
    [string, ComponentType]
  >;
  it.each(stories)("%s renders with no serious accessibility violations", async (_name, Story) => {
    const { container } = render(
      <UiProvider>
        <div className={globalTheme}>
          <Story />
        </div>
      </UiProvider>,
    );
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
    });
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
    expect(container.innerHTML.length + document.body.innerHTML.length).toBeGreaterThan(0);
  });
});
