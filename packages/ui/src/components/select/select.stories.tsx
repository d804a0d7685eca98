import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "./select.tsx";

const meta = {
  title: "Components/Select",
  component: Select,
  args: {
    label: "Therapy category",
    placeholder: "Choose a therapy",
    options: [
      { identifier: "ind", name: "Individual Therapy" },
      { identifier: "cpl", name: "Couples Therapy" },
      { identifier: "fam", name: "Family Therapy" },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: "cpl" } };
export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = { args: { error: "Please choose a therapy category" } };
export const WithHelp: Story = { args: { help: "Fees can differ by therapy." } };
