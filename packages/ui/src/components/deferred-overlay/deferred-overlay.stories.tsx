import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Popover } from "./deferred-overlays.tsx";

/**
 * `deferOverlay` wraps an overlay so its code loads on first use: the trigger renders at once with the
 * ARIA a Radix trigger has, hovering or focusing it starts the download and the first click opens it.
 * The package exports deferred `Drawer`, `DropdownMenu`, `Popover` and `Tooltip` built with it.
 */
const meta = {
  title: "Components/DeferredOverlay",
  component: Popover,
  args: {
    label: "Location and language",
    trigger: <Button tone="ghost">NG · en-NG</Button>,
    children: <p>Choose your site</p>,
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger alone: nothing of the popover has loaded yet. */
export const Idle: Story = {};
/** Opened from outside: the popover loads, then shows. */
export const Open: Story = { args: { open: true } };
