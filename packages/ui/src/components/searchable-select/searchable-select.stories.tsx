import { timezoneNames, timezoneOptions } from "@marketplace/domain/dates";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchableSelect } from "./searchable-select.tsx";

const meta = {
  title: "Components/SearchableSelect",
  component: SearchableSelect,
  args: {
    label: "Your timezone",
    name: "timezone",
    placeholder: "Type to search, e.g. Lagos",
    toggleLabel: "Show all timezones",
    noneLabel: "Choose a timezone",
    options: timezoneOptions(timezoneNames()),
  },
} satisfies Meta<typeof SearchableSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: typing filters the 400-odd IANA names by any part ('lag', 'york'). */
export const Empty: Story = {};
/** The account's saved timezone is preselected. */
export const Preselected: Story = { args: { defaultValue: "Africa/Lagos" } };
export const WithHelp: Story = {
  args: { defaultValue: "Europe/London", help: "Session times are shown in this timezone." },
};
export const WithError: Story = { args: { error: "Please choose a timezone" } };
