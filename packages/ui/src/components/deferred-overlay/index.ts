export { type DeferOptions, deferOverlay, type OverlayProps } from "./deferred-overlay.tsx";
export { Drawer, DropdownMenu, Popover, Tooltip } from "./deferred-overlays.tsx";
