import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The focus target around the message: its ring follows the banner's rounded corners. */
export const formError = style({ borderRadius: vars.radius.control });
