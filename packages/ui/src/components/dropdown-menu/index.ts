export { DropdownMenu, type DropdownMenuProps, type MenuEntry } from "./dropdown-menu.tsx";
