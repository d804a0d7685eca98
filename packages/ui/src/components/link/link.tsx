import { type AnchorHTMLAttributes, forwardRef } from "react";
import { useLinkComponent } from "../ui-provider/ui-provider.tsx";
import { type LinkVariants, link } from "./link.css.ts";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, LinkVariants {
  href: string;
  /** A link out of the app (another site): a plain anchor, not the router's link. */
  external?: boolean;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant, className, external, ...rest },
  ref,
) {
  const AppLink = useLinkComponent();
  const classes = [link({ variant }), className].filter(Boolean).join(" ");
  if (external || /^(https?:|mailto:|tel:)/.test(rest.href))
    return <a ref={ref} className={classes} {...rest} />;
  return <AppLink className={classes} {...rest} />;
});
