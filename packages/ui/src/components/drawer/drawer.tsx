import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { close, overlay } from "../dialog/dialog.css.ts";
import { body, footer, header, left, panel, right, title as titleClass } from "./drawer.css.ts";

export interface DrawerProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  closeLabel: string;
  /** Which edge it slides from: right for filters, left for the mobile side bar. */
  side?: "left" | "right";
  children: ReactNode;
  /** Actions pinned to the bottom (Apply and Clear filters). */
  footer?: ReactNode;
  /**
   * Where the panel is mounted (document.body by default). The filter drawer mounts inside its
   * form, so its fields are the form's own and post with it.
   */
  container?: HTMLElement | null;
}

/** A side panel 400 px wide (full width on small phones), modal with focus trapped. */
export function Drawer({
  open,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  side = "right",
  children,
  footer: actions,
  container,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={`${panel} ${side === "left" ? left : right}`}
          aria-describedby={undefined}
        >
          <div className={header}>
            <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={close} aria-label={closeLabel}>
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className={body}>{children}</div>
          {actions ? <div className={footer}>{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
