import type { Meta, StoryObj } from "@storybook/react-vite";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { ChipList } from "../chip-list/chip-list.tsx";
import { Grid, Inline, Stack } from "../layout/layout.tsx";
import { Rating } from "../rating/rating.tsx";
import { Heading, Text } from "../text/text.tsx";
import { Card } from "./card.tsx";

const meta = {
  title: "Components/Card",
  component: Card,
  args: { children: "Sessions are confidential, and you are always in charge of what we talk about." },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Interactive: Story = { args: { interactive: true } };
export const Compact: Story = { args: { padding: "md" } };
export const LongText: Story = {
  args: {
    children:
      "Therapy is a collaborative process. In our first session we will talk about what brought you here, what you would like to change and how we might work together — at a pace that feels right for you. Nothing is expected of you beyond showing up as you are; some people find it helpful to jot down a few thoughts beforehand, others prefer to simply begin.",
  },
};

const portrait = (skin: string, shirt: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'><rect width='96' height='96' fill='#e6f0ec'/><circle cx='48' cy='38' r='17' fill='${skin}'/><path d='M14 96c2-20 16-30 34-30s32 10 34 30z' fill='${shirt}'/></svg>`,
  )}`;

const providers = [
  {
    name: "Dr. Tolu Adeyemi",
    title: "Clinical Psychologist",
    photo: portrait("#8d5a3b", "#2f7d6d"),
    rating: 4.5,
    reviews: 12,
    headline: "Gentle, practical support for anxiety, low mood and the weight of everyday stress.",
    concerns: ["Anxiety", "Depression", "Stress", "Burnout", "Sleep Problems", "Grief and Loss", "OCD"],
    fee: "£60 / session",
  },
  {
    name: "Amara Okafor",
    title: "Counsellor",
    photo: null,
    rating: 5,
    reviews: 48,
    headline:
      "Helping couples and families rebuild trust and communication, with a warm, non-judgemental approach that puts your goals first.",
    concerns: ["Relationships", "Family Conflict", "Parenting"],
    fee: "Free",
  },
  {
    name: "James Whitfield-Harrington",
    title: "Psychotherapist (UKCP accredited)",
    photo: portrait("#e3b896", "#5b6b8c"),
    rating: 3.7,
    reviews: 4,
    headline: "Long-term work on trauma and self-esteem.",
    concerns: ["Trauma", "Self-Esteem", "PTSD", "Anger", "Identity", "Loneliness"],
    fee: "£85 / session",
  },
];

/** How screens compose the kit: equal-height cards in the grid, chips '5 then + N more'. */
export const ProviderCards: Story = {
  render: () => (
    <Grid>
      {providers.map((p) => (
        <Card as="li" key={p.name} interactive>
          <Stack gap="4" flexGrow={1}>
            <Inline gap="4" flexWrap="nowrap" alignItems="flex-start">
              <Avatar name={p.name} src={p.photo} size="lg" shape="rounded" />
              <Stack gap="1">
                <Heading level={3} size="sm">
                  {p.name}
                </Heading>
                <Text size="sm" tone="muted">
                  {p.title}
                </Text>
                <Rating
                  value={p.rating}
                  label={`${p.rating} out of 5 from ${p.reviews} reviews`}
                  countText={`(${p.reviews})`}
                />
              </Stack>
            </Inline>
            <Text clamp="two">{p.headline}</Text>
            <ChipList
              label="Concerns"
              items={p.concerns.map((c) => ({ key: c, label: c }))}
              moreLabel={(n) => `+ ${n} more`}
            />
            <Inline gap="2" marginTop="auto" justifyContent="space-between">
              <Text weight="semibold">{p.fee}</Text>
              <Text size="sm" tone="muted">
                Next: Tue 14:00
              </Text>
            </Inline>
            <Button href="/provider/tolu" fullWidth>
              Book a session
            </Button>
          </Stack>
        </Card>
      ))}
    </Grid>
  ),
};

export const ProviderCardsMobile: Story = {
  ...ProviderCards,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
