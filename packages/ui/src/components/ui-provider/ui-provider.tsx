import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type ReactNode,
  useContext,
  useMemo,
} from "react";

/** The app's link (Remix's Link); the design system never imports a router. */
export type LinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

const PlainLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function PlainLink(props, ref) {
    return <a ref={ref} {...props} />;
  },
);

const UiContext = createContext<{ linkComponent: LinkComponent; nonce: string | undefined }>({
  linkComponent: PlainLink,
  nonce: undefined,
});

export interface UiProviderProps {
  linkComponent?: LinkComponent;
  /**
   * The page's Content-Security-Policy nonce, for the <style> elements Radix renders itself (the
   * select's viewport): without it a nonce-based style-src blocks them.
   */
  nonce?: string;
  children: ReactNode;
}

export function UiProvider({ linkComponent = PlainLink, nonce, children }: UiProviderProps) {
  // One value while the link component is the same: a new object on every render of the root would
  // count as a context change inside every Suspense boundary still waiting to hydrate, and React drops
  // such a boundary's server HTML (error #421) when the change is not a transition.
  const value = useMemo(() => ({ linkComponent, nonce }), [linkComponent, nonce]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export const useLinkComponent = () => useContext(UiContext).linkComponent;

/** The CSP nonce for a <style> a component renders (UiProviderProps.nonce). */
export const useStyleNonce = () => useContext(UiContext).nonce;
