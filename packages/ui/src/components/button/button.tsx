import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, forwardRef, type ReactNode } from "react";
import { Spinner } from "../spinner/spinner.tsx";
import { useLinkComponent } from "../ui-provider/ui-provider.tsx";
import { type ButtonVariants, button, iconButton } from "./button.css.ts";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Makes it a link that looks like a button, rendered with the app's link (UiProvider). */
  href?: string;
  /** Shows a spinner, marks the button busy and blocks clicks; the label stays. */
  loading?: boolean;
  /** An icon before the label (lucide-react at 20 px, decorative). */
  icon?: ReactNode;
}

const cx = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ");

/**
 * The button's look for the rare element that must be neither a button nor an app link (a file
 * input's label, a download link): the recipe Button itself uses.
 */
export const buttonStyle = button;

/** The one button: primary (the accent, once per view), secondary, ghost or danger. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, fullWidth, href, loading, icon, className, children, disabled, type, ...rest },
  ref,
) {
  const AppLink = useLinkComponent();
  const classes = cx(button({ tone, size, fullWidth }), className);
  if (href !== undefined) {
    return (
      <AppLink href={href} className={classes} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
        {icon}
        {children}
      </AppLink>
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
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  /** The accessible name (from translations): the button shows only the icon. */
  label: string;
  /** A lucide-react icon at 20 px. */
  icon: ReactNode;
  tone?: "ghost" | "secondary";
}

/** A 44 x 44 px button with only an icon (close, menu, send); its label names it. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, tone = "ghost", className, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? "button"}
      aria-label={label}
      title={label}
      className={cx(iconButton({ tone }), className)}
      {...rest}
    >
      {icon}
    </button>
  );
});
