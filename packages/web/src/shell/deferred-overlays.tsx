import type { DrawerProps } from "@marketplace/ui/drawer";
import type { DropdownMenuProps } from "@marketplace/ui/dropdown-menu";
import type { PopoverProps } from "@marketplace/ui/popover";
import { deferOverlay, type OverlayProps } from "./deferred-overlay.tsx";

/** The overlays of pages everyone sees first (header, provider cards), each loaded on first use. */
export const Drawer = deferOverlay<DrawerProps & OverlayProps>(
  () => import("@marketplace/ui/drawer").then((m) => m.Drawer),
  { haspopup: "dialog" },
);
export const DropdownMenu = deferOverlay<DropdownMenuProps & OverlayProps>(
  () => import("@marketplace/ui/dropdown-menu").then((m) => m.DropdownMenu),
  { haspopup: "menu" },
);
export const Popover = deferOverlay<PopoverProps & OverlayProps>(
  () => import("@marketplace/ui/popover").then((m) => m.Popover),
  { haspopup: "dialog" },
);

/** A tooltip whose trigger is its `trigger` prop (the ui Tooltip takes it as children). */
export const Tooltip = deferOverlay<OverlayProps & { content: string }>(
  () =>
    import("@marketplace/ui/tooltip").then(
      ({ Tooltip: Loaded }) =>
        function LoadedTooltip({ trigger, ...rest }: OverlayProps & { content: string }) {
          return <Loaded {...rest}>{trigger}</Loaded>;
        },
    ),
  { openOn: "hover" },
);
