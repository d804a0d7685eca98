import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../card/card.tsx";
import { Chip } from "../chip/chip.tsx";
import { Text } from "../text/text.tsx";
import { CardList } from "./card-list.tsx";

const meta = { title: "Layout/CardList", component: CardList } satisfies Meta<typeof CardList>;
export default meta;
type Story = StoryObj<typeof meta>;

const sessions = ["Tue 2 Dec, 14:00", "Tue 9 Dec, 14:00", "Tue 16 Dec, 14:00"];

/** Rows one under another (the default), 12 px apart. */
export const Stack: Story = {
  args: {
    children: sessions.map((when) => (
      <Card as="li" key={when} padding="md">
        <Text>{when}</Text>
      </Card>
    )),
  },
};

/** Chips or links that wrap onto new lines. */
export const Wrap: Story = {
  args: {
    layout: "wrap",
    gap: "2",
    children: ["Anxiety", "Depression", "Stress", "Burnout", "Sleep Problems"].map((label) => (
      <li key={label}>
        <Chip>{label}</Chip>
      </li>
    )),
  },
};

/** One column on phones, three above 768 px. */
export const Thirds: Story = {
  args: {
    layout: "thirds",
    gap: "4",
    children: ["Lagos", "Abuja", "Port Harcourt"].map((city) => (
      <Card as="li" key={city}>
        <Text weight="semibold">{city}</Text>
      </Card>
    )),
  },
};

export const ThirdsMobile: Story = {
  ...Thirds,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
