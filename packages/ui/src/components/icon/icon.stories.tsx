import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, Calendar, MessageCircle, Search } from "lucide-react";
import { Inline } from "../layout/layout.tsx";
import { Icon } from "./icon.tsx";

const meta = { title: "Components/Icon", component: Icon, args: { icon: Bell } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = { args: { label: "Notifications" } };
export const Sizes: Story = {
  render: () => (
    <Inline gap="4" color="accent">
      <Icon icon={Search} size={16} />
      <Icon icon={Calendar} size={20} />
      <Icon icon={MessageCircle} size={24} />
      <Icon icon={Bell} size={32} />
    </Inline>
  ),
};
