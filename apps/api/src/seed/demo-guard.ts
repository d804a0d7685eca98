import { allowsDemo, type Env } from "../env.ts";
import { StartupError } from "../startup-error.ts";

export const DEMO_SEED_REFUSED =
  "Refusing to seed the demo accounts: their password is published in the README. " +
  "Set DEMO_MODE=1 for a demo deployment, or leave SEED_ON_START unset in production.";

/** The seed writes demo accounts with a published password: never in a real production deployment. */
export function assertDemoSeedAllowed(env: Pick<Env, "DEMO_MODE" | "NODE_ENV">): void {
  if (!allowsDemo(env)) throw new StartupError(DEMO_SEED_REFUSED);
}
