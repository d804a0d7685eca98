import type { Meta, StoryObj } from "@storybook/react-vite";
import { LogOut, Shield, User } from "lucide-react";
import { Avatar } from "../avatar/avatar.tsx";
import { Button, IconButton } from "../button/button.tsx";
import { DropdownMenu } from "./dropdown-menu.tsx";

const meta = {
  title: "Components/DropdownMenu",
  component: DropdownMenu,
  args: {
    trigger: <Button tone="ghost">Account</Button>,
    entries: [
      { kind: "link", label: "Overview", href: "/overview" },
      { kind: "link", label: "Security", href: "/security" },
      { kind: "separator" },
      { kind: "action", label: "Logout", onSelect: () => {} },
    ],
  },
  // Open overlays portal to <body> and would cover the whole Docs page: each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const AvatarMenuWithIcons: Story = {
  args: {
    defaultOpen: true,
    trigger: <IconButton label="Account menu" icon={<Avatar name="Amara Okafor" size="sm" />} />,
    entries: [
      { kind: "link", label: "Overview", href: "/overview", icon: <User size={20} aria-hidden="true" /> },
      { kind: "link", label: "Security", href: "/security", icon: <Shield size={20} aria-hidden="true" /> },
      { kind: "separator" },
      { kind: "action", label: "Logout", onSelect: () => {}, icon: <LogOut size={20} aria-hidden="true" /> },
    ],
  },
};
