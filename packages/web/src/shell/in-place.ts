/**
 * Marks a later part (hydrate-later.tsx) whose server HTML is hydrated where it stands, in a React
 * root of its own, instead of being replaced by the part's render (carry-over.ts says when and why).
 * The part must need no context from the page's tree: everything it uses comes in its props.
 */
export const IN_PLACE = "hydratesInPlace";

export type HydratesInPlace = { readonly [IN_PLACE]: true };
