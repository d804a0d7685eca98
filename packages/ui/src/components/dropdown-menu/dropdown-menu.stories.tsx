import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
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
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AvatarMenu: Story = {};
