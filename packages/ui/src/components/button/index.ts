export { Button, type ButtonProps, IconButton, type IconButtonProps } from "./button.tsx";
