import { getRegion } from "@marketplace/region";

/** The region this build serves, fixed at build time by the app's vite.config.ts. */
export const region = getRegion(import.meta.env.VITE_REGION);
