import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "./box.tsx";

const meta = { title: "Layout/Box", component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  args: {
    background: "accentSoft",
    color: "accent",
    padding: "4",
    borderRadius: "card",
    children: "Any sprinkles prop becomes a class",
  },
};

/** One column on phones, three above 768 px. */
export const Responsive: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ base: "1", md: "3" }} gap="4">
      {["1 column on phones", "3 columns above 768 px", "…"].map((label) => (
        <Box key={label} background="accentSoft" color="accent" padding="4" borderRadius="card">
          {label}
        </Box>
      ))}
    </Box>
  ),
};
