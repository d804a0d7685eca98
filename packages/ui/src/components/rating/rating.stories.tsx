import type { Meta, StoryObj } from "@storybook/react-vite";
import { Rating } from "./rating.tsx";

const meta = {
  title: "Components/Rating",
  component: Rating,
  args: { value: 4.5, label: "4.5 out of 5 from 12 reviews", countText: "(12)" },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {};
export const RoundsToHalf: Story = {
  args: { value: 3.7, label: "3.5 out of 5 from 4 reviews", countText: "(4)" },
};
export const Perfect: Story = { args: { value: 5, label: "5 out of 5 from 98 reviews", countText: "(98)" } };
export const NoReviewsYet: Story = { args: { value: 0, label: "No reviews yet", countText: "(0)" } };
export const WithoutCount: Story = { args: { value: 2, label: "2 out of 5", countText: undefined } };
export const Large: Story = { args: { size: 20 } };
