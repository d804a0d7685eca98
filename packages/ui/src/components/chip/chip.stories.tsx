import type { Meta, StoryObj } from "@storybook/react-vite";
import { Chip, ChipButton } from "./chip.tsx";

const meta = { title: "Components/Chip", component: Chip, args: { children: "Anxiety" } } satisfies Meta<
  typeof Chip
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: "accent", children: "Online - Video" } };
export const AsButton: Story = { render: () => <ChipButton tone="accent">+ 3 more</ChipButton> };
export const LongTextMobile: Story = {
  args: { children: "Attention Deficit Hyperactivity Disorder (ADHD) and executive function difficulties" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
