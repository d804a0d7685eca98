import type { Meta, StoryObj } from "@storybook/react-vite";
import { Banner } from "./banner.tsx";

const meta = {
  title: "Components/Banner",
  component: Banner,
  args: { children: "This provider reviews each request before confirming it." },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: "success", children: "Profile Updated Successfully" } };
export const Warning: Story = { args: { tone: "warning", children: "Your session starts in 10 minutes." } };
export const Danger: Story = { args: { tone: "danger", children: "Payment failed. Please try again." } };
