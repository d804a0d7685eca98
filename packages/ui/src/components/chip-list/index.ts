export { ChipList, type ChipListProps } from "./chip-list.tsx";
