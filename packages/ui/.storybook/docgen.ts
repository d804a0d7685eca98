import type { ParserOptions } from "react-docgen-typescript";

/**
 * How the Docs pages' props tables are read (main.ts), shared with `src/storybook-docs.test.ts`.
 * react-docgen-typescript uses the TypeScript checker, so props that come from imported types
 * (recipe variants: tone, size, fullWidth) are listed, which react-docgen's parser misses.
 */
export const docgenOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  // Our props and the variants only: the hundreds of HTML attributes every element accepts (from
  // @types/react) would bury them.
  propFilter: (prop) => !prop.parent?.fileName.includes("@types/react"),
} satisfies ParserOptions;
