import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import { title as titleClass, toast } from "./toast.css.ts";
import { ICONS, type ToastItem, type ToastTone } from "./toast-item.ts";

export type { ToastTone } from "./toast-item.ts";

const ToastViewport = lazy(() => import("./toast-viewport.tsx"));

const ToastContext = createContext<(tone: ToastTone, message: string) => void>(() => {});

/**
 * At most two toasts at once (issue 28): a third pushes out the oldest, and a message already showing
 * moves to the end instead of stacking a copy, so repeated errors never pile up over the page.
 */
export const MAX_TOASTS = 2;
export function withToast(list: readonly ToastItem[], item: ToastItem): ToastItem[] {
  const others = list.filter((t) => t.message !== item.message || t.tone !== item.tone);
  return [...others, item].slice(-MAX_TOASTS);
}

/** Success and failure messages ('Profile Updated Successfully'…), announced politely. */
export function ToastProvider({
  children,
  label = "Notifications",
}: {
  children: ReactNode;
  label?: string;
}) {
  const [items, setItems] = useState<ToastItem[]>([]);
  // Not items.length > 0: once loaded, the viewport stays mounted so a closing toast can animate out.
  const [used, setUsed] = useState(false);
  const show = useCallback((tone: ToastTone, message: string) => {
    setUsed(true);
    setItems((list) => withToast(list, { id: Date.now() + Math.random(), tone, message }));
  }, []);
  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((t) => t.id !== id));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Radix's toast code loads with the first toast, not with every page. */}
      {used ? (
        <Suspense fallback={null}>
          <ToastViewport items={items} label={label} onDismiss={dismiss} />
        </Suspense>
      ) : null}
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
