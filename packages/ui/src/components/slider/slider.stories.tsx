import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Slider, type SliderProps } from "./slider.tsx";

function Controlled(props: SliderProps) {
  const [value, setValue] = useState(props.value);
  return <Slider {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: "Components/Slider",
  component: Slider,
  render: (args) => <Controlled {...args} />,
  args: {
    value: [0, 1_000_000],
    onValueChange: () => {},
    min: 0,
    max: 1_000_000,
    step: 1,
    thumbLabels: ["Minimum price", "Maximum price"],
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceRange: Story = {};
export const Narrowed: Story = {
  args: { value: [25_000, 60_000], valueText: (v) => `₦${v.toLocaleString("en-NG")}` },
};
export const Disabled: Story = { args: { disabled: true } };
