export { visuallyHidden } from "./layout.css.ts";
export {
  CardGrid,
  Cluster,
  Container,
  type ContainerProps,
  type FlexProps,
  Grid,
  type GridProps,
  Inline,
  type InlineProps,
  Stack,
  type StackProps,
  VisuallyHidden,
} from "./layout.tsx";
