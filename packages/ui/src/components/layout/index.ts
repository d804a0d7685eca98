export {
  Box,
  type BoxProps,
  CardGrid,
  Container,
  Inline,
  type InlineProps,
  Stack,
  type StackProps,
} from "./layout.tsx";
