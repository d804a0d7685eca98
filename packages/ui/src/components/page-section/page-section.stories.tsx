import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../card/card.tsx";
import { CardList } from "../card-list/card-list.tsx";
import { Container } from "../layout/layout.tsx";
import { Link } from "../link/link.tsx";
import { Text } from "../text/text.tsx";
import { PageSection } from "./page-section.tsx";

const meta = {
  title: "Layout/PageSection",
  component: PageSection,
  args: {
    title: "Therapists in Lagos",
    intro: "Licensed professionals who meet by video or in person.",
    children: (
      <CardList layout="thirds" gap="4">
        {["Anxiety", "Depression", "Relationships"].map((topic) => (
          <Card as="li" key={topic}>
            <Text weight="semibold">{topic}</Text>
          </Card>
        ))}
      </CardList>
    ),
  },
  decorators: [(Story) => <Container>{Story()}</Container>],
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With an action at the end of the heading's line. */
export const WithAction: Story = { args: { action: <Link href="/providers">See all therapists</Link> } };

/** A band of muted colour, set apart from the page. */
export const Band: Story = { args: { band: "muted" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
