import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "./link.tsx";

const meta = {
  title: "Components/Link",
  component: Link,
  args: { href: "/therapy", children: "Our services" },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Subtle: Story = { args: { variant: "subtle" } };
export const Nav: Story = { args: { variant: "nav", children: "About" } };
export const Current: Story = { args: { variant: "nav", "aria-current": "page", children: "Home" } };
export const External: Story = {
  args: { href: "mailto:support@tranquil.example", children: "support@tranquil.example" },
};
