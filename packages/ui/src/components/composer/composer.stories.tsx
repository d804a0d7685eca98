import type { Meta, StoryObj } from "@storybook/react-vite";
import { FileText, Image, Send } from "lucide-react";
import { Banner } from "../banner/banner.tsx";
import { Button } from "../button/button.tsx";
import { ComposerField } from "./composer.tsx";

const tools = (
  <>
    <Button size="sm" tone="ghost" icon={<Image size={16} aria-hidden="true" />}>
      Photo
    </Button>
    <Button size="sm" tone="ghost" icon={<FileText size={16} aria-hidden="true" />}>
      Document
    </Button>
  </>
);
const send = (
  <Button type="submit" icon={<Send size={18} aria-hidden="true" />}>
    Send
  </Button>
);

const meta = {
  title: "Components/ComposerField",
  component: ComposerField,
  args: { label: "Message", placeholder: "Write a message", rows: 1, tools, action: send },
} satisfies Meta<typeof ComposerField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Editing: Story = {
  args: {
    defaultValue: "Could we move Thursday's session to the afternoon?",
    header: <Banner title="Edit message">{null}</Banner>,
    tools: undefined,
    action: <Button type="submit">Save</Button>,
  },
};
export const Mobile: Story = {
  args: { defaultValue: "Thank you, see you next week." },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
