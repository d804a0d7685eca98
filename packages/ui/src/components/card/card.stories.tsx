import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "./card.tsx";

const meta = {
  title: "Components/Card",
  component: Card,
  args: { children: "Sessions are confidential, and you are always in charge of what we talk about." },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Interactive: Story = { args: { interactive: true } };
export const Compact: Story = { args: { padding: "md" } };
