import { signupSchema } from "@marketplace/domain/accounts";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { apiFor } from "../api/index.server.ts";
import { hosts } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { type FieldErrors, fieldErrorsFromZod } from "./form-errors.ts";

/**
 * Signs up a client (/createaccount) or a provider (/join-as-a-provider): the form's values checked
 * as the API will, then POST /v1/auth/signup. Every address gets the same answer.
 */
export async function signupAction(request: Request, role: "client" | "provider") {
  assertSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const values = {
    firstName: String(form.firstName ?? ""),
    lastName: String(form.lastName ?? ""),
    email: String(form.email ?? ""),
    // A ticked box posts its value; an unticked one posts nothing.
    acceptTerms: form.acceptTerms === "on",
    healthDataConsent: form.healthDataConsent === "on",
  };
  const parsed = signupSchema.safeParse({
    ...form,
    role,
    acceptTerms: values.acceptTerms,
    healthDataConsent: values.healthDataConsent,
  });
  if (!parsed.success)
    return { sent: false, fieldErrors: fieldErrorsFromZod(parsed.error), formError: null, values };
  const api = await apiFor(request);
  // Every address gets the same answer; the links in the email point at this site, as configured.
  const { data, error } = await api.POST("/v1/auth/signup", {
    body: { ...parsed.data, countryCode: region.countryCode, site: hosts[region.locale] },
  });
  if (!data) {
    const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.generic, [
      "firstName",
      "lastName",
      "email",
      "password",
      "acceptTerms",
      "healthDataConsent",
    ]);
    return { sent: false, fieldErrors, formError: message, values };
  }
  return {
    sent: true,
    fieldErrors: {} as FieldErrors,
    formError: null,
    values: { ...values, email: parsed.data.email },
  };
}
