import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export type SpaceKey = keyof typeof vars.space;

/** One recipe variant per step of the space scale, e.g. `bySpace((s) => ({ gap: s }))`. */
export function bySpace(make: (space: string) => StyleRule): Record<SpaceKey, StyleRule> {
  return Object.fromEntries(Object.entries(vars.space).map(([key, value]) => [key, make(value)])) as Record<
    SpaceKey,
    StyleRule
  >;
}
