import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect } from "react";
import { UiProvider } from "../src/components/ui-provider/ui-provider.tsx";
import { globalTheme, nigeriaTheme } from "../src/theme/index.ts";
import { canvas, docsCanvas } from "./preview.css.ts";

const themes = { global: globalTheme, nigeria: nigeriaTheme } as const;

/**
 * The theme class goes on <html>, as in the apps, so portalled content (dialogs, menus, toasts)
 * and the body's global styles see the same variables.
 */
const withTheme: Decorator = (Story, context) => {
  const region = context.globals.region === "nigeria" ? "nigeria" : "global";
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(globalTheme, nigeriaTheme);
    root.classList.add(themes[region]);
  }, [region]);
  return (
    <UiProvider>
      <div className={context.viewMode === "docs" ? docsCanvas : canvas}>
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  // Every component gets a generated Docs page: its description, a props table and each story.
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    region: {
      description: "Region theme",
      toolbar: {
        title: "Region",
        icon: "globe",
        items: [
          { value: "global", title: "Global (en-US)" },
          { value: "nigeria", title: "Nigeria (en-NG)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { region: "global" },
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        mobile: { name: "Phone 375", styles: { width: "375px", height: "740px" }, type: "mobile" },
        tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "900px" }, type: "desktop" },
      },
    },
    controls: { expanded: true },
  },
};
export default preview;
