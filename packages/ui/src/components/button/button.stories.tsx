import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bell, CalendarCheck, Menu } from "lucide-react";
import { Inline } from "../layout/layout.tsx";
import { Button, buttonStyle, IconButton } from "./button.tsx";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Book a session" },
  // The recipe's defaults, which react-docgen-typescript cannot see (it even lends Button the
  // IconButton's `tone = "ghost"` from the same file).
  argTypes: {
    tone: { table: { defaultValue: { summary: "primary" } } },
    size: { table: { defaultValue: { summary: "md" } } },
    fullWidth: { table: { defaultValue: { summary: "false" } } },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { tone: "secondary", children: "View profile" } };
export const Ghost: Story = { args: { tone: "ghost", children: "Cancel" } };
export const Danger: Story = { args: { tone: "danger", children: "Delete my account" } };
export const Small: Story = { args: { size: "sm" } };
export const WithIcon: Story = { args: { icon: <CalendarCheck size={20} aria-hidden="true" /> } };
export const Loading: Story = { args: { loading: true, children: "Saving…" } };
export const Disabled: Story = { args: { disabled: true } };
export const LongLabel: Story = {
  args: { children: "Send Booking Request to Dr. Oluwaseun Adebayo-Williams for Couples Therapy" },
};
/** `href` renders the app's link (UiProvider's linkComponent) with the button's look. */
export const AsLink: Story = { args: { href: "/therapy", tone: "secondary", children: "Go to services" } };
export const FullWidthMobile: Story = {
  args: { fullWidth: true, children: "Review & Continue" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
export const AllTones: Story = {
  render: () => (
    <Inline gap="3">
      <Button>Review &amp; Continue</Button>
      <Button tone="secondary">View profile</Button>
      <Button tone="ghost">Cancel</Button>
      <Button tone="danger">Delete</Button>
      <Button loading>Saving…</Button>
      <Button disabled>Unavailable</Button>
    </Inline>
  ),
};
export const IconButtons: Story = {
  render: () => (
    <Inline gap="2">
      <IconButton label="Notifications" icon={<Bell size={20} aria-hidden="true" />} />
      <IconButton label="Open menu" tone="secondary" icon={<Menu size={20} aria-hidden="true" />} />
      <IconButton label="Open menu" disabled icon={<Menu size={20} aria-hidden="true" />} />
    </Inline>
  ),
};
/** `buttonStyle()` gives the look to an element that is neither a button nor an app link. */
export const StyleOnALabel: Story = {
  render: () => (
    <>
      <input id="story-file" type="file" style={{ position: "absolute", opacity: 0, width: 1, height: 1 }} />
      <label htmlFor="story-file" className={buttonStyle({ tone: "secondary" })}>
        Change photo
      </label>
    </>
  ),
};
