export { useHydrated } from "./use-hydrated.ts";
