import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { StaticToast, ToastProvider, useToast } from "./toast.tsx";

const meta = {
  title: "Components/Toast",
  component: StaticToast,
  args: { children: "Profile Updated Successfully", tone: "success" },
} satisfies Meta<typeof StaticToast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Failure: Story = { args: { tone: "danger", children: "Failed to fetch conversation" } };

function Trigger() {
  const show = useToast();
  return <Button onClick={() => show("success", "Image Changed Successfully")}>Show a toast</Button>;
}
export const Live: Story = {
  render: () => (
    <ToastProvider>
      <Trigger />
    </ToastProvider>
  ),
};
