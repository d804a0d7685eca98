import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { WeekGrid, type WeekGridDay } from "./week-grid.tsx";

const day = (key: string, weekday: string, date: string, name: string, hours: string[]): WeekGridDay => ({
  key,
  weekday,
  date,
  name,
  times: hours.map((h) => ({
    id: `${key}-${h}`,
    label: h,
    name: `${name}, ${h}`,
    dateTime: `${key}T09:00:00Z`,
  })),
});

const week: WeekGridDay[] = [
  day("2026-11-30", "Mon", "Nov 30", "Monday, November 30, 2026", ["9:00 AM", "10:00 AM", "2:00 PM"]),
  day("2026-12-01", "Tue", "Dec 1", "Tuesday, December 1, 2026", []),
  day("2026-12-02", "Wed", "Dec 2", "Wednesday, December 2, 2026", ["11:00 AM"]),
  day("2026-12-03", "Thu", "Dec 3", "Thursday, December 3, 2026", ["9:00 AM", "4:30 PM"]),
  day("2026-12-04", "Fri", "Dec 4", "Friday, December 4, 2026", ["1:00 PM"]),
  day("2026-12-05", "Sat", "Dec 5", "Saturday, December 5, 2026", []),
  day("2026-12-06", "Sun", "Dec 6", "Sunday, December 6, 2026", []),
];

const meta = {
  title: "Components/WeekGrid",
  component: WeekGrid,
  args: {
    label: "Open times",
    weekLabel: "Nov 30 – Dec 6, 2026",
    days: week,
    selected: null,
    onSelect: () => {},
    previousLabel: "Previous week",
    nextLabel: "Next week",
    onNext: () => {},
    noTimesLabel: "No times",
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return <WeekGrid {...args} selected={selected} onSelect={(time) => setSelected(time.id)} />;
  },
} satisfies Meta<typeof WeekGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the first time, then the arrow keys: up and down within a day, left and right across days. */
export const Week: Story = {};
export const Chosen: Story = { args: { selected: "2026-12-03-4:30 PM" } };
/** The first week: nothing earlier to show. */
export const FirstWeek: Story = { args: { onPrevious: undefined } };
export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
