import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { Toast as RadixToast } from "radix-ui";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { title as titleClass, toast, viewport } from "./toast.css.ts";

export type ToastTone = "success" | "danger" | "info";
interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

const ToastContext = createContext<(tone: ToastTone, message: string) => void>(() => {});
const ICONS = { success: CircleCheck, danger: CircleAlert, info: Info };

/** Success and failure messages ('Profile Updated Successfully'…), announced politely. */
export function ToastProvider({
  children,
  label = "Notifications",
}: {
  children: ReactNode;
  label?: string;
}) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const show = useCallback((tone: ToastTone, message: string) => {
    setItems((list) => [...list, { id: Date.now() + Math.random(), tone, message }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={5000} label={label}>
        {children}
        {items.map((item) => {
          const Icon = ICONS[item.tone];
          return (
            <RadixToast.Root
              key={item.id}
              className={toast({ tone: item.tone })}
              type={item.tone === "danger" ? "foreground" : "background"}
              onOpenChange={(open) => {
                if (!open) setItems((list) => list.filter((t) => t.id !== item.id));
              }}
            >
              <Icon size={20} aria-hidden="true" />
              <RadixToast.Title className={titleClass}>{item.message}</RadixToast.Title>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className={viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);

/** A single toast for stories and static states. */
export function StaticToast({ tone = "info", children }: { tone?: ToastTone; children: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <output className={toast({ tone })}>
      <Icon size={20} aria-hidden="true" />
      <span className={titleClass}>{children}</span>
    </output>
  );
}
