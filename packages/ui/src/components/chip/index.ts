export { Chip, ChipButton, type ChipButtonProps, type ChipProps } from "./chip.tsx";
