export { type Sprinkles, sprinkles } from "../../theme/sprinkles.css.ts";
export { Box, type BoxProps } from "./box.tsx";
