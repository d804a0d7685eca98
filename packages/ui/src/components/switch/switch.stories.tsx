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
