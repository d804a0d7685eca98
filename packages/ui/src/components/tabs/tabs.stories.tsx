import type { Meta, StoryObj } from "@storybook/react-vite";
import { Tabs } from "./tabs.tsx";

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  args: {
    label: "Location",
    tabs: [
      { value: "countries", label: "Countries", content: <p>Nigeria, United Kingdom, United States</p> },
      { value: "states", label: "States", content: <p>Lagos, Abuja…</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatesDisabledUntilCountry: Story = {};
export const StatesEnabled: Story = {
  args: {
    tabs: [
      { value: "countries", label: "Countries", content: <p>Nigeria</p> },
      { value: "states", label: "States", content: <p>Lagos, Abuja</p> },
    ],
    defaultValue: "states",
  },
};
