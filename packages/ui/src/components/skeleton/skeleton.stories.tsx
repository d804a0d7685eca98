import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "../card/card.tsx";
import { Grid, Inline, Stack } from "../layout/layout.tsx";
import { Skeleton } from "./skeleton.tsx";

const meta = { title: "Components/Skeleton", component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Photo: Story = { args: { width: "96px", height: "96px", shape: "circle" } };

/** Shaped like the provider card so the grid does not jump when results arrive. */
export const ProviderCardLoading: Story = {
  render: () => (
    <Grid aria-busy="true">
      {["one", "two", "three"].map((key) => (
        <Card as="li" key={key}>
          <Stack gap="4">
            <Inline gap="4" flexWrap="nowrap">
              <Skeleton width="96px" height="96px" shape="card" />
              <Stack gap="2" flexGrow={1}>
                <Skeleton width="70%" height="1.25rem" />
                <Skeleton width="45%" />
                <Skeleton width="35%" />
              </Stack>
            </Inline>
            <Skeleton />
            <Skeleton width="80%" />
            <Inline gap="2">
              <Skeleton width="72px" height="28px" shape="circle" />
              <Skeleton width="96px" height="28px" shape="circle" />
              <Skeleton width="64px" height="28px" shape="circle" />
            </Inline>
            <Skeleton height="44px" />
          </Stack>
        </Card>
      ))}
    </Grid>
  ),
};
