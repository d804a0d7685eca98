import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../box/box.tsx";
import { Container, Grid, Inline, Stack, VisuallyHidden } from "./layout.tsx";

const meta = { title: "Layout/Primitives", component: Stack } satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ label }: { label: string }) => (
  <Box background="accentSoft" color="accent" padding="4" borderRadius="card">
    {label}
  </Box>
);

export const StackAndInline: Story = {
  render: () => (
    <Container>
      <Stack gap="6">
        <Tile label="Stack: one under another, 24 px apart" />
        <Inline gap="4">
          <Tile label="Inline" />
          <Tile label="wraps" />
          <Tile label="when it runs out of room" />
        </Inline>
      </Stack>
    </Container>
  ),
};

/** A column on phones (768 px or less), a row above. */
export const StackDirection: Story = {
  render: () => (
    <Stack direction={{ base: "column", md: "row" }} gap="4">
      <Tile label="Summary" />
      <Tile label="Form" />
    </Stack>
  ),
};

const cardTexts = [
  "Short",
  "A longer card whose text runs over several lines, so the grid has to stretch its neighbours to match.",
  "Medium length text for the third card.",
  "Four",
  "Five",
];

/** Equal-height cards; columns appear as room allows, never narrower than 320 px. */
export const Grid_: Story = {
  name: "Grid",
  render: () => (
    <Container>
      <Grid>
        {cardTexts.map((text) => (
          <Box as="li" key={text} background="surface" padding="6" borderRadius="card" boxShadow="soft">
            {text}
          </Box>
        ))}
      </Grid>
    </Container>
  ),
};

export const GridMobile: Story = {
  ...Grid_,
  name: "Grid (mobile)",
  globals: { viewport: { value: "mobile", isRotated: false } },
};

/** The label is read by screen readers; only the icon-like mark shows. */
export const VisuallyHiddenText: Story = {
  render: () => (
    <p>
      <span aria-hidden="true">★★★★☆</span>
      <VisuallyHidden>Rated 4 out of 5</VisuallyHidden>
    </p>
  ),
};
