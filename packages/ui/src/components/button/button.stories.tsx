import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button.tsx";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Book a session" },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { tone: "secondary", children: "View profile" } };
export const Ghost: Story = { args: { tone: "ghost", children: "Cancel" } };
export const Danger: Story = { args: { tone: "danger", children: "Delete my account" } };
export const Small: Story = { args: { size: "sm" } };
export const Loading: Story = { args: { loading: true, children: "Saving…" } };
export const Disabled: Story = { args: { disabled: true } };
export const LongLabel: Story = {
  args: { children: "Send Booking Request to Dr. Oluwaseun Adebayo-Williams for Couples Therapy" },
};
export const AsLink: Story = { args: { asChild: true, children: <a href="/therapy">Go to services</a> } };
export const FullWidthMobile: Story = {
  args: { fullWidth: true },
  parameters: { viewport: { defaultViewport: "mobile" } },
};
