import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, CardGrid, Container, Inline, Stack } from "./layout.tsx";

const meta = { title: "Layout/Primitives", component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ label }: { label: string }) => (
  <Box background="accentSoft" padding="4" borderRadius="card">
    {label}
  </Box>
);

export const StackAndInline: Story = {
  render: () => (
    <Container>
      <Stack gap="6">
        <Tile label="One" />
        <Inline gap="4">
          <Tile label="Two" />
          <Tile label="Three" />
        </Inline>
      </Stack>
    </Container>
  ),
};

export const Grid: Story = {
  render: () => (
    <Container>
      <CardGrid padding="0">
        {["A", "B", "C", "D", "E"].map((l) => (
          <Box as="li" key={l} background="surface" padding="6" borderRadius="card">
            Card {l}
          </Box>
        ))}
      </CardGrid>
    </Container>
  ),
};

export const Responsive: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ base: "1", md: "3" }} gap="4">
      <Tile label="1 column on phones" />
      <Tile label="3 columns above 768 px" />
      <Tile label="…" />
    </Box>
  ),
};
