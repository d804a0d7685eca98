import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "./text-field.tsx";

const meta = {
  title: "Components/TextField",
  component: TextField,
  args: { label: "Email", type: "email", placeholder: "you@example.com" },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHelp: Story = {
  args: {
    label: "Password",
    type: "password",
    help: "Use at least 10 characters, with at least one letter and one number.",
  },
};
export const WithError: Story = {
  args: { defaultValue: "amara@", error: "Please enter a valid email address" },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "client@demo.tranquil.example" } };
export const HiddenLabel: Story = {
  args: { label: "Search providers", hideLabel: true, placeholder: "Search by name or concern" },
};
