import "@fontsource-variable/dm-sans";
import "@fontsource-variable/fraunces";
import "./global.css.ts";

export { vars } from "./contract.css.ts";
export { globalTheme, nigeriaTheme } from "./themes.css.ts";
export { breakpoints, CONTENT_MAX_WIDTH, media } from "./tokens.ts";
