import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { FormError } from "./form-error.tsx";

const meta = {
  title: "Components/FormError",
  component: FormError,
  args: { children: "Incorrect email or password" },
} satisfies Meta<typeof FormError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {};
export const WithTitleAndAction: Story = {
  args: {
    title: "Payment failed",
    children: "Your card was declined. No money has left your account.",
    action: (
      <Button size="sm" tone="secondary">
        Try again
      </Button>
    ),
  },
};
