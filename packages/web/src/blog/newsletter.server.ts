import { newsletterSchema } from "@marketplace/domain/blog";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import type { ActionFunctionArgs } from "@remix-run/node";
import { fieldErrorsFromZod } from "../accounts/index.ts";
import { apiFor } from "../api/index.server.ts";
import { hosts } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";

export interface NewsletterResult {
  ok: boolean;
  /** The API's text on success; the extracted error message on failure (section 8). */
  message?: string;
  fieldError?: string;
  email: string;
}

/**
 * The newsletter form's action (POST /newsletter): the shared form schema, then the API, which emails
 * a confirmation link whose pages are on this site. The block posts here with or without JavaScript.
 */
export async function subscribeAction({ request }: ActionFunctionArgs): Promise<NewsletterResult> {
  assertSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const email = typeof form.email === "string" ? form.email : "";
  const parsed = newsletterSchema.safeParse(form);
  if (!parsed.success) return { ok: false, fieldError: fieldErrorsFromZod(parsed.error).email, email };
  const api = await apiFor(request);
  const { data, error } = await api.POST("/v1/newsletter/subscribe", {
    body: { ...parsed.data, site: hosts[region.locale] },
  });
  if (!data) {
    const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.generic, ["email"]);
    return {
      ok: false,
      fieldError: fieldErrors.email,
      message: fieldErrors.email ? undefined : (message ?? undefined),
      email,
    };
  }
  return { ok: true, message: data.data, email: parsed.data.email };
}
