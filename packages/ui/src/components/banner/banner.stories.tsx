import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Banner } from "./banner.tsx";

const meta = {
  title: "Components/Banner",
  component: Banner,
  args: {
    children:
      "This provider reviews each request before confirming it. You will not be charged until they accept.",
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: "success", children: "Profile Updated Successfully" } };
export const Warning: Story = { args: { tone: "warning", children: "Your session starts in 10 minutes." } };
export const Danger: Story = {
  args: {
    tone: "danger",
    live: true,
    title: "Payment failed",
    children: "Your card was declined. No money has left your account.",
    action: (
      <Button size="sm" tone="secondary">
        Try again
      </Button>
    ),
  },
};
export const LongTextMobile: Story = {
  args: {
    tone: "warning",
    title: "Before your first session",
    children:
      "Please make sure you are somewhere private and quiet, with a stable internet connection. If you are in crisis or in danger, contact your local emergency number right away — this service is not for emergencies.",
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
