import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { docgenOptions } from "./docgen.ts";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.tsx"],
  // Docs pages with prop tables for every component (`tags: ["autodocs"]` in preview.tsx).
  addons: ["@storybook/addon-docs"],
  framework: { name: "@storybook/react-vite", options: {} },
  typescript: { reactDocgen: "react-docgen-typescript", reactDocgenTypescriptOptions: docgenOptions },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
  }),
};
export default config;
