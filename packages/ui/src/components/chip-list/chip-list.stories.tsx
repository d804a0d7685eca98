import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChipList } from "./chip-list.tsx";

const concerns = [
  "Anxiety",
  "Depression",
  "Stress",
  "Grief and Loss",
  "Burnout",
  "Sleep Problems",
  "Self-Esteem",
  "OCD",
];
const items = (n: number) => concerns.slice(0, n).map((c) => ({ key: c, label: c }));

const meta = {
  title: "Components/ChipList",
  component: ChipList,
  args: { items: items(8), label: "Concerns", moreLabel: (n: number) => `+ ${n} more` },
} satisfies Meta<typeof ChipList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five chips then '+ 3 more': hover it with a mouse, tap it on a phone, or press Enter. */
export const Overflowing: Story = {};
export const WithShowLess: Story = { args: { lessLabel: "Show less" } };
export const FitsExactly: Story = { args: { items: items(5) } };
export const Few: Story = { args: { items: items(2) } };
/** An empty list renders nothing. */
export const Empty: Story = { args: { items: [] } };
export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
