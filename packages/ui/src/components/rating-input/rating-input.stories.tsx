import type { Meta, StoryObj } from "@storybook/react-vite";
import { RatingInput } from "./rating-input.tsx";

const VALUES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
const meta = {
  title: "Components/RatingInput",
  component: RatingInput,
  args: {
    name: "rating",
    legend: "Your rating",
    values: VALUES,
    valueLabel: (v: number) => (v === 1 ? "1 star" : `${v} stars`),
    placeholder: "Choose a rating",
    required: true,
  },
} satisfies Meta<typeof RatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FourAndAHalf: Story = { args: { defaultValue: 4.5 } };
export const WithError: Story = { args: { error: "Choose a rating from half a star to 5 stars" } };
