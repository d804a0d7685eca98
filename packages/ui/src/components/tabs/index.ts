export { NavTabs, type NavTabsProps } from "./nav-tabs.tsx";
export { Tabs, type TabsProps } from "./tabs.tsx";
