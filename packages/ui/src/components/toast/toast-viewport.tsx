import { Toast as RadixToast } from "radix-ui";
import { title as titleClass, toast, viewport } from "./toast.css.ts";
import { ICONS, type ToastItem } from "./toast-item.ts";

export interface ToastViewportProps {
  items: ToastItem[];
  label: string;
  onDismiss: (id: number) => void;
}

/** The live toasts on Radix (swipe, pause on hover, F8 to reach them); loaded on first use. */
export default function ToastViewport({ items, label, onDismiss }: ToastViewportProps) {
  return (
    <RadixToast.Provider duration={5000} label={label}>
      {items.map((item) => {
        const Icon = ICONS[item.tone];
        return (
          <RadixToast.Root
            key={item.id}
            className={toast({ tone: item.tone })}
            type={item.tone === "danger" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) onDismiss(item.id);
            }}
          >
            <Icon size={20} aria-hidden="true" />
            <RadixToast.Title className={titleClass}>{item.message}</RadixToast.Title>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={viewport} />
    </RadixToast.Provider>
  );
}
