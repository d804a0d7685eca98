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

const UiContext = createContext<{ linkComponent: LinkComponent }>({ linkComponent: PlainLink });

export interface UiProviderProps {
  linkComponent?: LinkComponent;
  children: ReactNode;
}

export function UiProvider({ linkComponent = PlainLink, children }: UiProviderProps) {
  // One value while the link component is the same: a new object on every render of the root would
  // count as a context change inside every Suspense boundary still waiting to hydrate, and React drops
  // such a boundary's server HTML (error #421) when the change is not a transition.
  const value = useMemo(() => ({ linkComponent }), [linkComponent]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export const useLinkComponent = () => useContext(UiContext).linkComponent;
