import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Tooltip } from "./tooltip.tsx";

const meta = {
  title: "Components/Tooltip",
  component: Tooltip,
  args: {
    content: "Be the first to rate this provider!",
    children: <Button tone="ghost">NO REVIEWS</Button>,
  },
  // Open overlays portal to <body> and would cover the whole Docs page: each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
