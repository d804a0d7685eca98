import { type ApiClient, apiErrorMessage } from "@marketplace/api-client";
import {
  CREDENTIAL_MESSAGES,
  checkCredentialFile,
  isCredentialType,
  isEmptyCredentialSave,
} from "@marketplace/domain/credentials";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isFileArea } from "./file-links.ts";

/** Which part of the screen a result belongs to: a credential type, `insurance`, or a file's row. */
export interface CredentialsResult {
  ok: boolean;
  message: string;
  section: string;
  /** The message belongs to the section's file field (shown under it, the field marked invalid). */
  field?: "file";
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A chosen file, or null when the input was left empty (a browser sends an empty, nameless part). */
function chosenFile(form: FormData): File | null {
  const value = form.get("file");
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

const failed = (section: string, error: unknown): CredentialsResult => ({
  ok: false,
  section,
  // Spec section 8: an errors array is joined with ', ', else the server's message, else a generic one.
  message: apiErrorMessage(error, GENERIC_MESSAGES.generic),
});

function multipart(file: File) {
  const body = new FormData();
  body.set("file", file, file.name);
  // The generated type describes the multipart fields; the real body is the FormData itself.
  return { body: {} as never, bodySerializer: () => body };
}

/**
 * The screen's form posts (they work without JavaScript): `save` a credential type's details and,
 * when a file was chosen, upload it; `insurance` uploads an insurance document; `delete` removes a
 * file. Each answers the API's message ('File Deleted', …) or its errors joined with ', '.
 */
export async function credentialsAction(api: ApiClient, form: FormData): Promise<CredentialsResult> {
  const intent = text(form, "intent");
  if (intent === "delete") {
    const area = text(form, "area");
    const id = text(form, "id");
    if (!isFileArea(area)) return { ok: false, section: "page", message: GENERIC_MESSAGES.generic };
    const path = { params: { path: { id } } };
    const { data, error } =
      area === "files"
        ? await api.DELETE("/v1/provider/credentials/files/{id}", path)
        : await api.DELETE("/v1/provider/insurance/files/{id}", path);
    // The section the row was in (a credential type or insurance), where the answer shows.
    const section = text(form, "section") || area;
    return data
      ? { ok: true, section, message: data.message ?? CREDENTIAL_MESSAGES.fileDeleted }
      : failed(section, error);
  }
  if (intent === "insurance") {
    const file = chosenFile(form);
    if (!file) return { ok: false, section: "insurance", field: "file", message: CREDENTIAL_MESSAGES.noFile };
    const problem = checkCredentialFile(file);
    if (problem) return { ok: false, section: "insurance", field: "file", message: problem };
    const { data, error } = await api.POST("/v1/provider/insurance/files", multipart(file));
    return data
      ? { ok: true, section: "insurance", message: data.message ?? CREDENTIAL_MESSAGES.fileUploaded }
      : failed("insurance", error);
  }
  const type = text(form, "type");
  if (intent !== "save" || !isCredentialType(type)) {
    return { ok: false, section: "page", message: GENERIC_MESSAGES.generic };
  }
  const file = chosenFile(form);
  const problem = file ? checkCredentialFile(file) : null;
  if (problem) return { ok: false, section: type, field: "file", message: problem };
  const body = {
    title: text(form, "title"),
    body: text(form, "body"),
    credentialNumber: text(form, "credentialNumber"),
  };
  // Nothing typed and nothing chosen: not 'Details Saved' for a save that stores nothing.
  if (isEmptyCredentialSave(body, file)) {
    return { ok: false, section: type, field: "file", message: CREDENTIAL_MESSAGES.nothingToSave };
  }
  const details = await api.PUT("/v1/provider/credentials/{type}", { params: { path: { type } }, body });
  if (!details.data) return failed(type, details.error);
  if (!file)
    return { ok: true, section: type, message: details.data.message ?? CREDENTIAL_MESSAGES.detailsSaved };
  const { data, error } = await api.POST("/v1/provider/credentials/{type}/files", {
    params: { path: { type } },
    ...multipart(file),
  });
  return data
    ? { ok: true, section: type, message: data.message ?? CREDENTIAL_MESSAGES.fileUploaded }
    : failed(type, error);
}
