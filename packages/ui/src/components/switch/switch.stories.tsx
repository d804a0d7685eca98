import type { Meta, StoryObj } from "@storybook/react-vite";
import { Switch } from "./switch.tsx";

const meta = {
  title: "Components/Switch",
  component: Switch,
  args: { label: "Visible in search" },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongLabel: Story = {
  args: { label: "Show my profile in search results and on the home page carousel for new clients" },
};
