import { type ButtonHTMLAttributes, forwardRef, type HTMLAttributes } from "react";
import { type ChipVariants, chip } from "./chip.css.ts";

export interface ChipProps extends HTMLAttributes<HTMLSpanElement>, Omit<ChipVariants, "interactive"> {}

export function Chip({ tone, className, ...rest }: ChipProps) {
  return <span className={[chip({ tone }), className].filter(Boolean).join(" ")} {...rest} />;
}

export interface ChipButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    Omit<ChipVariants, "interactive"> {}

export const ChipButton = forwardRef<HTMLButtonElement, ChipButtonProps>(function ChipButton(
  { tone, className, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? "button"}
      className={[chip({ tone, interactive: true }), className].filter(Boolean).join(" ")}
      {...rest}
    />
  );
});
