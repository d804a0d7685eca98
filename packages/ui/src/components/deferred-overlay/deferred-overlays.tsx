import type { DrawerProps } from "../drawer/drawer.tsx";
import type { DropdownMenuProps } from "../dropdown-menu/dropdown-menu.tsx";
import type { PopoverProps } from "../popover/popover.tsx";
import { deferOverlay, type OverlayProps } from "./deferred-overlay.tsx";

/**
 * The overlays of pages everyone sees first (header, provider cards), each loaded on first use. Same
 * names and props as the eager components in their own folders; import these where first load matters.
 */
export const Drawer = deferOverlay<DrawerProps & OverlayProps>(
  () => import("../drawer/drawer.tsx").then((m) => m.Drawer),
  { haspopup: "dialog" },
);
export const DropdownMenu = deferOverlay<DropdownMenuProps & OverlayProps>(
  () => import("../dropdown-menu/dropdown-menu.tsx").then((m) => m.DropdownMenu),
  { haspopup: "menu" },
);
export const Popover = deferOverlay<PopoverProps & OverlayProps>(
  () => import("../popover/popover.tsx").then((m) => m.Popover),
  { haspopup: "dialog" },
);

/** A tooltip whose trigger is its `trigger` prop (the ui Tooltip takes it as children). */
export const Tooltip = deferOverlay<OverlayProps & { content: string }>(
  () =>
    import("../tooltip/tooltip.tsx").then(
      ({ Tooltip: Loaded }) =>
        function LoadedTooltip({ trigger, ...rest }: OverlayProps & { content: string }) {
          return <Loaded {...rest}>{trigger}</Loaded>;
        },
    ),
  { openOn: "hover" },
);
