import { Link as RemixLink } from "@remix-run/react";
import { type AnchorHTMLAttributes, forwardRef } from "react";

/** The router's link for the design system (UiProvider's linkComponent); prefetches on intent. */
export const AppLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function AppLink({ href, ...rest }, ref) {
  return <RemixLink ref={ref} to={href} prefetch="intent" {...rest} />;
});
