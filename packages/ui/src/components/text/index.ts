export { Heading, type HeadingProps, Text, type TextProps } from "./text.tsx";
