import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge.tsx";

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { count: 3, label: "3 unread" },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const Nine: Story = { args: { count: 9, label: "9 unread" } };
export const Capped: Story = { args: { count: 24, label: "24 unread" } };
export const Empty: Story = { args: { count: 0, label: "No unread" } };
