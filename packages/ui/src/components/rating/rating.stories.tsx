import type { Meta, StoryObj } from "@storybook/react-vite";
import { Rating } from "./rating.tsx";

const meta = {
  title: "Components/Rating",
  component: Rating,
  args: { value: 4.5, label: "4.5 out of 5", countText: "(12)" },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {};
export const Perfect: Story = { args: { value: 5, label: "5 out of 5", countText: "(98)" } };
export const Low: Story = { args: { value: 2, label: "2 out of 5", countText: undefined } };
