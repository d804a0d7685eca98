export {
  type LinkComponent,
  UiProvider,
  type UiProviderProps,
  useLinkComponent,
  useStyleNonce,
} from "./ui-provider.tsx";
