import { LONG_PRESS_MS } from "@marketplace/domain/messages";
import { type PointerEvent, useRef } from "react";

/** Spec section 4: on phones a 500 ms press on an own message opens its menu (touch only). */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = undefined;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== "touch") return;
      clear();
      timer.current = setTimeout(onLongPress, LONG_PRESS_MS);
    },
    onPointerUp: clear,
    onPointerLeave: clear,
    onPointerCancel: clear,
    onContextMenu: (event: { pointerType?: string; preventDefault: () => void }) => {
      if (timer.current) event.preventDefault();
    },
  };
}
