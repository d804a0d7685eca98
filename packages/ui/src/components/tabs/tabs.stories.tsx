import type { Meta, StoryObj } from "@storybook/react-vite";
import { NavTabs } from "./nav-tabs.tsx";
import { Tabs } from "./tabs.tsx";

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  args: {
    label: "Location",
    tabs: [
      { value: "countries", label: "Countries", content: <p>Nigeria, United Kingdom, United States</p> },
      { value: "states", label: "States", content: <p>Lagos, Abuja…</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatesDisabledUntilCountry: Story = {};
export const StatesEnabled: Story = {
  args: {
    tabs: [
      { value: "countries", label: "Countries", content: <p>Nigeria</p> },
      { value: "states", label: "States", content: <p>Lagos, Abuja</p> },
    ],
    defaultValue: "states",
  },
};

const categories = [
  { key: "all-categories", label: "All categories", href: "/blog" },
  { key: "anxiety", label: "Anxiety", href: "/blog/category/anxiety" },
  { key: "relationships", label: "Relationships", href: "/blog/category/relationships" },
  { key: "self-care", label: "Self-care", href: "/blog/category/self-care" },
  { key: "workplace-wellbeing", label: "Workplace wellbeing", href: "/blog/category/workplace-wellbeing" },
];

/** Blog categories: each tab is a link; the row scrolls sideways on phones. */
export const NavigationTabs: Story = {
  render: () => <NavTabs label="Blog categories" items={categories} current="anxiety" />,
};
export const NavigationTabsMobile: Story = {
  ...NavigationTabs,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
