import { CONTACT_TOPICS, contactSchema } from "@marketplace/domain/contact";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { COMPANIES } from "@marketplace/region";
import { type FieldErrors, fieldErrorsFromZod } from "../accounts/index.ts";
import { apiFor } from "../api/index.server.ts";
import { region } from "../env/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { crisisWords, DOCUMENT_PARAMS, documentOf, pageHeading } from "./document-words.server.ts";

/** /contact-us: the form's words, the topics, the offices and the crisis notice. */
export function contactPage() {
  const words = documentOf("contact");
  return {
    ...pageHeading("contact"),
    words,
    topics: CONTACT_TOPICS.map((value) => ({ value, label: words.topics[value] })),
    supportEmail: DOCUMENT_PARAMS.supportEmail ?? "",
    offices: region.offices.map((id) => ({ name: COMPANIES[id].name, address: COMPANIES[id].address })),
    crisis: crisisWords(),
  };
}

export interface ContactResult {
  sent: boolean;
  /** The API's confirmation once sent. */
  message: string | null;
  fieldErrors: FieldErrors;
  formError: string | null;
  values: { name: string; email: string; topic: string; message: string };
}

/** Validates the form as the API will, then sends it to POST /v1/contact (JavaScript or not). */
export async function sendContact(request: Request): Promise<ContactResult> {
  assertSameOrigin(request);
  const form = await request.formData();
  const values = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    topic: String(form.get("topic") ?? ""),
    message: String(form.get("message") ?? ""),
  };
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success)
    return {
      sent: false,
      message: null,
      fieldErrors: fieldErrorsFromZod(parsed.error),
      formError: null,
      values,
    };
  const api = await apiFor(request);
  const { data, error } = await api.POST("/v1/contact", { body: { ...parsed.data, locale: region.locale } });
  if (!data) {
    const { message, fieldErrors } = formError(error, GENERIC_MESSAGES.generic, [
      "name",
      "email",
      "topic",
      "message",
    ]);
    return { sent: false, message: null, fieldErrors, formError: message, values };
  }
  return { sent: true, message: data.data, fieldErrors: {}, formError: null, values };
}
