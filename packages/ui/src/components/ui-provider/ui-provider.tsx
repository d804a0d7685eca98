import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type ReactNode,
  useContext,
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
  return <UiContext.Provider value={{ linkComponent }}>{children}</UiContext.Provider>;
}

export const useLinkComponent = () => useContext(UiContext).linkComponent;
