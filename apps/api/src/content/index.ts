// The public entry of content/: what other features may import (docs/decisions/036-feature-boundaries.md).
export { parsePostMarkdown } from "./post-markdown.ts";
