export { Tabs, type TabsProps } from "./tabs.tsx";
