import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import {
  body,
  close,
  content,
  description as descriptionClass,
  footer,
  header,
  overlay,
  title as titleClass,
} from "./dialog.css.ts";

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (a Button). */
  trigger?: ReactNode;
  title: string;
  description?: string;
  closeLabel: string;
  children?: ReactNode;
  /** Actions at the bottom (e.g. Save Photo and Cancel). */
  footer?: ReactNode;
}

/** A modal dialog: focus is trapped inside and returns to the trigger on close. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel,
  children,
  footer: actions,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={content}>
          <div className={header}>
            <div>
              <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close className={close} aria-label={closeLabel}>
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children ? <div className={body}>{children}</div> : null}
          {actions ? <div className={footer}>{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
