import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton.tsx";

const meta = { title: "Components/Skeleton", component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Photo: Story = { args: { width: "96px", height: "96px", circle: true } };
export const CardLoading: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8, maxWidth: 320 }}>
      <Skeleton width="96px" height="96px" />
      <Skeleton width="60%" height="1.25rem" />
      <Skeleton height="1rem" />
      <Skeleton width="80%" height="1rem" />
    </div>
  ),
};
