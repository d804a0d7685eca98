import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Drawer } from "./drawer.tsx";

const meta = {
  title: "Components/Drawer",
  component: Drawer,
  args: {
    title: "Additional Filters",
    closeLabel: "Close filters",
    trigger: <Button tone="secondary">Additional Filters</Button>,
    children: <p>Language, age group, cultural background…</p>,
  },
  // Open overlays portal to <body> and would cover the whole Docs page: each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenRight: Story = {
  args: {
    open: true,
    footer: (
      <>
        <Button tone="ghost">Clear</Button>
        <Button>Show results</Button>
      </>
    ),
  },
};
export const OpenLeftMobile: Story = {
  args: { open: true, side: "left", title: "Menu", closeLabel: "Close menu" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
