import type { Meta, StoryObj } from "@storybook/react-vite";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { Button } from "../button/button.tsx";
import { Inline } from "../layout/layout.tsx";
import { Link } from "../link/link.tsx";
import { UiProvider } from "./ui-provider.tsx";

/** Stands in for Remix's Link: marks the anchors it renders so the story shows who drew them. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function RouterLink(props, ref) {
    return <a ref={ref} data-router-link="" {...props} />;
  },
);

const meta = {
  title: "Components/UiProvider",
  component: UiProvider,
  args: {
    linkComponent: RouterLink,
    children: (
      <Inline gap="4">
        <Link href="/about-us">About</Link>
        <Button href="/therapy">Find a therapist</Button>
        <Link href="https://example.org/crisis-lines">Crisis lines (another site)</Link>
      </Inline>
    ),
  },
} satisfies Meta<typeof UiProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Link and Button-with-href render the app's link; external URLs stay plain anchors. */
export const WithAppLink: Story = {};
