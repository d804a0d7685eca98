export { type LinkComponent, UiProvider, type UiProviderProps, useLinkComponent } from "./ui-provider.tsx";
