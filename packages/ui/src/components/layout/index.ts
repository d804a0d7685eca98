export { visuallyHidden } from "./layout.css.ts";
export {
  Box,
  type BoxProps,
  CardGrid,
  Cluster,
  Container,
  Grid,
  type GridProps,
  Inline,
  type InlineProps,
  Stack,
  type StackProps,
  VisuallyHidden,
} from "./layout.tsx";
