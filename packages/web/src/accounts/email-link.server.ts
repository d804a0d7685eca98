import { linkTokenSchema } from "@marketplace/domain/accounts";
import type { LoaderFunctionArgs } from "@remix-run/node";

/** The single-use token of an emailed link (/confirm-email, /reset-password), checked for shape only. */
export const linkTokenFrom = (request: Request) =>
  linkTokenSchema.safeParse(new URL(request.url).searchParams.get("token"));

/** The loader of an emailed link's page: whether the link looks usable (the API decides when used). */
export function emailLinkLoader({ request }: LoaderFunctionArgs) {
  return { valid: linkTokenFrom(request).success };
}
