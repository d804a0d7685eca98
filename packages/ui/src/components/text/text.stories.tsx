import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading, Text } from "./text.tsx";

const meta = {
  title: "Components/Text",
  component: Text,
  args: { children: "Find a therapist you can trust." },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Muted: Story = { args: { tone: "muted", size: "sm" } };
export const Clamped: Story = {
  args: {
    clamp: "two",
    children:
      "A warm, judgement-free space to talk through anxiety, stress and low mood, at your own pace, with practical tools you can use between sessions and a therapist who listens.",
  },
  decorators: [(S) => <div style={{ maxWidth: 240 }}>{S()}</div>],
};
export const Headings: Story = {
  render: () => (
    <div>
      <Heading level={1} size="xl">
        Find calm, one conversation at a time
      </Heading>
      <Heading level={2} size="lg">
        Featured therapists
      </Heading>
      <Heading level={3} size="md">
        Dr. Tolu Adeyemi
      </Heading>
      <Heading level={4} size="sm">
        Next available
      </Heading>
    </div>
  ),
};
/** Long-form text keeps a readable measure (about 68 characters) and a 1.6 line height. */
export const LongFormMobile: Story = {
  args: {
    measure: true,
    size: "lg",
    children:
      "Starting therapy can feel like a big step. It is normal to feel unsure about what to say or whether it will help. Your therapist will guide the first conversation, ask about what brought you here and what you hope will change, and together you will decide how to continue. You can go at your own pace, and you can always ask questions about the process.",
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
