import { z } from "zod";
import { emailSchema } from "../accounts/account-schemas.ts";
import { NEWSLETTER_TYPE } from "./blog-rules.ts";

/** The newsletter form's schema (section 5: a shared form schema), used by the site and the API. */
export const newsletterSchema = z.object({
  email: emailSchema,
  type: z
    .enum([NEWSLETTER_TYPE], { message: "Only the blog's newsletter can be joined here" })
    .default(NEWSLETTER_TYPE),
});
