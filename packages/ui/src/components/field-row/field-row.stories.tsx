import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { ChoiceRow } from "../choice-row/choice-row.tsx";
import { TextField } from "../text-field/text-field.tsx";
import { FieldRow } from "./field-row.tsx";

const meta = {
  title: "Forms/FieldRow",
  component: FieldRow,
  args: { legend: "How would you like to meet?" },
} satisfies Meta<typeof FieldRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fieldset of choices with its help. */
export const Choices: Story = {
  args: {
    id: "meeting",
    help: "You can change this until 24 hours before the session.",
    children: (
      <>
        <ChoiceRow name="meeting" value="video" label="Video call" defaultChecked />
        <ChoiceRow name="meeting" value="in-person" label="In person" />
      </>
    ),
  },
};

/** The error in words with an icon. */
export const WithError: Story = {
  args: {
    ...Choices.args,
    error: "Choose how you would like to meet.",
  },
};

/** A field and its button side by side from 640 px, one under the other on phones. */
export const Inline: Story = {
  args: {
    as: "div",
    legend: undefined,
    layout: "inline",
    children: (
      <>
        <TextField label="Participant's email" type="email" name="email" />
        <Button tone="secondary">Add</Button>
      </>
    ),
  },
};
