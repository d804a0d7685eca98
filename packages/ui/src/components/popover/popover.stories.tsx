import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Popover } from "./popover.tsx";

const meta = {
  title: "Components/Popover",
  component: Popover,
  args: {
    label: "Location and language",
    trigger: <Button tone="ghost">NG · en-NG</Button>,
    children: <p>Choose your site</p>,
  },
  // Open overlays portal to <body> and would cover the whole Docs page: each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
