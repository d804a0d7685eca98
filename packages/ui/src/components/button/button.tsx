import { Slot } from "radix-ui";
import { type ButtonHTMLAttributes, forwardRef } from "react";
import { Spinner } from "../spinner/spinner.tsx";
import { type ButtonVariants, button } from "./button.css.ts";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Render the child (a link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner, marks the button busy and blocks clicks; the label stays. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, fullWidth, asChild, loading, className, children, disabled, type, ...rest },
  ref,
) {
  const classes = [button({ tone, size, fullWidth }), className].filter(Boolean).join(" ");
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? "button"}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
});
