export { Button, type ButtonProps, buttonStyle, IconButton, type IconButtonProps } from "./button.tsx";
