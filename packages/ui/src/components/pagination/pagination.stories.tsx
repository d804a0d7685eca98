import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pagination } from "./pagination.tsx";

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: {
    page: 3,
    totalPages: 9,
    hrefFor: (p: number) => `?page=${p}`,
    labels: { nav: "Pages", previous: "Previous page", next: "Next page", page: (n: number) => `Page ${n}` },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 9 } };
export const OnePage: Story = { args: { page: 1, totalPages: 1 } };
export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
