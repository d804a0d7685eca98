import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextArea } from "./text-area.tsx";

const meta = {
  title: "Components/TextArea",
  component: TextArea,
  args: {
    label: "Note for your therapist (optional)",
    help: "Anything you'd like them to know before the session.",
  },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { error: "Note must be at most 1000 characters" } };
