/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by each app's vite.config.ts: which region this build serves. */
  readonly VITE_REGION: "global" | "nigeria";
}
