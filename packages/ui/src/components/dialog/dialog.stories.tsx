import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.tsx";
import { Dialog, DialogClose } from "./dialog.tsx";

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  args: {
    title: "Crop your photo",
    description: "Drag to position and zoom until your face fills the circle.",
    closeLabel: "Close",
    trigger: <Button>Change photo</Button>,
    children: <div style={{ height: 160, background: "#f1f0ef", borderRadius: 8 }} />,
    footer: (
      <>
        <DialogClose asChild>
          <Button tone="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save Photo</Button>
      </>
    ),
  },
  // Open overlays portal to <body> and would cover the whole Docs page: each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const OpenMobile: Story = {
  args: { open: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
export const LongContent: Story = {
  args: {
    open: true,
    title: "Cancellation policy",
    description: undefined,
    children: (
      <>
        {["Cancellation", "Rescheduling", "Refund", "Contact", "Conclusion"].map((section) => (
          <p key={section}>
            <strong>{section}.</strong> You can cancel or move a session up to 24 hours before it starts at no
            cost. Within 24 hours the provider may keep the fee, because the time was set aside for you. If
            something unexpected happens, write to your provider — most are happy to find a fair way forward.
          </p>
        ))}
      </>
    ),
  },
};
