import { servedTranslator } from "./served-words.ts";

/** The blog and the newsletter (/blog…, /newsletter…) in this build's locale. */
export const tBlog = servedTranslator("blog");
