import type { Preview } from "@storybook/react-vite";
import { UiProvider } from "../src/components/ui-provider/ui-provider.tsx";
import { globalTheme } from "../src/theme/index.ts";

const preview: Preview = {
  decorators: [
    (Story) => (
      <UiProvider>
        <div className={globalTheme} style={{ padding: 24, minHeight: "100vh" }}>
          <Story />
        </div>
      </UiProvider>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    viewport: {
      viewports: {
        mobile: { name: "Phone 375", styles: { width: "375px", height: "740px" } },
        desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "900px" } },
      },
    },
  },
};
export default preview;
