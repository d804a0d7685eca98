import { createTheme } from "@vanilla-extract/css";
import { vars } from "./contract.css.ts";
import { bodyFontStack, headingFontStack } from "./font-stacks.ts";
import { globalPalette, nigeriaPalette } from "./palette.ts";

/** Calm teal accent on warm sand neutrals; text and controls meet WCAG AA on every surface. */
const shared = {
  font: {
    body: bodyFontStack.fontFamily,
    heading: headingFontStack.fontFamily,
  },
  fontSize: {
    xs: "0.875rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    "2xl": "1.75rem",
    "3xl": "2.25rem",
    "4xl": "3rem",
  },
  lineHeight: { tight: "1.2", normal: "1.5", relaxed: "1.6" },
  fontWeight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  space: {
    "0": "0",
    "1": "4px",
    "2": "8px",
    "3": "12px",
    "4": "16px",
    "6": "24px",
    "8": "32px",
    "12": "48px",
    "16": "64px",
    "24": "96px",
  },
  hairline: "2px",
  radius: { control: "8px", card: "16px", full: "9999px" },
  shadow: {
    soft: "0 1px 2px rgba(33, 32, 28, 0.06), 0 2px 8px rgba(33, 32, 28, 0.05)",
    raised: "0 4px 12px rgba(33, 32, 28, 0.08), 0 12px 32px rgba(33, 32, 28, 0.08)",
  },
  // The cookie banner sits above page content only: the header's menus drop over it, and every
  // overlay (menus, dialogs, drawers, toasts) covers it, so it can never hide a dialog's buttons.
  zIndex: { banner: "5", header: "10", overlay: "40", modal: "50", toast: "60" },
  motion: { fast: "150ms", normal: "220ms", easing: "cubic-bezier(0.16, 1, 0.3, 1)" },
  // jumpOffset: the room left above a section a link jumps to (spec: section-jump scroll offset).
  size: { contentMax: "1440px", measure: "68ch", target: "44px", jumpOffset: "100px" },
} as const;

export const globalTheme = createTheme(vars, { ...shared, color: globalPalette });

/** The Nigerian site shares the brand today; its own theme keeps the door open to differ. */
export const nigeriaTheme = createTheme(vars, { ...shared, color: nigeriaPalette });
