import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  args: { title: "NO REVIEWS" },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoReviews: Story = {};
export const NoTransactions: Story = {
  args: { title: "No Transaction History", description: "You have no transaction history yet." },
};
export const NoProviders: Story = {
  args: {
    title: "no providers found",
    action: (
      <>
        <Button href="/providers">See all therapists</Button>
        <Button href="/therapy" tone="secondary">
          Go to services
        </Button>
      </>
    ),
  },
};
