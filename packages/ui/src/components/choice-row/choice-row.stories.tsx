import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChoiceRow } from "./choice-row.tsx";

const meta = {
  title: "Forms/ChoiceRow",
  component: ChoiceRow,
  args: { name: "meeting", value: "video", label: "Video call" },
} satisfies Meta<typeof ChoiceRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Radio: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };

/** With a line of help; the input sits on the label's first line. */
export const WithHelp: Story = {
  args: {
    size: "roomy",
    border: "strong",
    label: "A weekly course",
    help: "The same time each week, up to 12 sessions.",
  },
};

/** A checkbox with no frame, as in a list of concerns. */
export const Checkbox: Story = {
  args: { type: "checkbox", name: "concern", value: "anxiety", label: "Anxiety", framed: false },
};
