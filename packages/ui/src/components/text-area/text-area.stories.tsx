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
export const Disabled: Story = { args: { disabled: true, defaultValue: "I would prefer evening sessions." } };
export const LongTextMobile: Story = {
  args: {
    defaultValue:
      "I have been feeling overwhelmed at work for a few months and I am not sleeping well. I would like to talk about ways to cope with stress, and I would prefer a therapist who has experience with burnout in healthcare workers. Evenings after 6pm work best for me.",
    rows: 6,
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
