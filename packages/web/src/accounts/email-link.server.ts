import { linkTokenSchema } from "@marketplace/domain/accounts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { wordsFor } from "../i18n/words.server.ts";

/** The single-use token of an emailed link (/confirm-email, /reset-password), checked for shape only. */
export const linkTokenFrom = (request: Request) =>
  linkTokenSchema.safeParse(new URL(request.url).searchParams.get("token"));

/**
 * The loader of an emailed link's page: whether the link looks usable (the API decides when used), and
 * the account pages' words (served, decision 016).
 */
export function emailLinkLoader({ request }: LoaderFunctionArgs) {
  return { valid: linkTokenFrom(request).success, words: wordsFor("auth") };
}
