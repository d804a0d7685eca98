import { apiErrorMessage } from "@marketplace/api-client";
import { profileUpdateSchema } from "@marketplace/domain/accounts";
import { formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isGender } from "@marketplace/domain/filters";
import { parseMinor, toMajor } from "@marketplace/domain/money";
import { PHOTO_MESSAGES } from "@marketplace/domain/photo";
import { type FieldErrors, fieldErrorsFromZod } from "../accounts/index.ts";
import type { requireAccount } from "./dashboard-session.server.ts";
import { loadEmailPreferences, saveEmailPreferences } from "./email-preferences.server.ts";
import { EMAIL_PREFERENCES_INTENT, type EmailPreferencesResult } from "./email-preferences-form.tsx";

type Signed = Awaited<ReturnType<typeof requireAccount>>;

/**
 * What /profile shows every account (a client's whole page; a provider's page around their workspace,
 * provider-workspace/profile): the photo, the details, a client's preferences, the email preferences.
 */
export async function loadOwnProfile({ api, account, me }: Signed) {
  const preference = account.role === "client" ? await api.GET("/v1/client/preference") : { data: undefined };
  const pref = preference.data?.data;
  const emailPreferences = await loadEmailPreferences(api);
  return {
    account,
    emailPreferences,
    preferences: pref
      ? {
          preferredGender: pref.preferredGender,
          timezone: pref.timezone,
          budgetMax: pref.budget ? String(toMajor(pref.budget.max)) : "",
        }
      : null,
    details: {
      firstName: me.firstName ?? "",
      lastName: me.lastName ?? "",
      userName: me.userName ?? "",
      email: me.email ?? "",
    },
  };
}

export type OwnProfile = Awaited<ReturnType<typeof loadOwnProfile>>;

export type OwnProfileResult =
  | EmailPreferencesResult
  | { intent: "photo" | "preferences"; ok: boolean; message: string }
  | { intent: "profile"; ok: boolean; message: string | null; fieldErrors: FieldErrors };

/** The forms of /profile every account has: email preferences, photo, a client's preferences and details. */
export async function ownProfileAction(api: Signed["api"], form: FormData): Promise<OwnProfileResult> {
  if (form.get("intent") === EMAIL_PREFERENCES_INTENT) return saveEmailPreferences(api, form);
  if (form.get("intent") === "photo") {
    const file = form.get("file");
    if (!(file instanceof Blob)) return { intent: "photo", ok: false, message: PHOTO_MESSAGES.notImage };
    const body = new FormData();
    body.set("file", file, "photo.jpg");
    const { data, error } = await api.POST("/v1/profile/photo", {
      // The generated type describes the multipart fields; the real body is the FormData itself.
      body: {} as never,
      bodySerializer: () => body,
    });
    return data
      ? { intent: "photo", ok: true, message: data.message }
      : { intent: "photo", ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  }
  if (form.get("intent") === "preferences") {
    const gender = String(form.get("preferredGender") ?? "none");
    const timezone = String(form.get("timezone") ?? "");
    const budgetText = String(form.get("budgetMax") ?? "").trim();
    const budgetMax = budgetText ? parseMinor(budgetText) : null;
    if (budgetText && budgetMax === null) {
      return { intent: "preferences", ok: false, message: "Budget must be a number, such as 15,000" };
    }
    const { data, error } = await api.PATCH("/v1/client/preference", {
      body: {
        preferredGender: isGender(gender) ? gender : null,
        timezone: timezone || null,
        budget: budgetMax === null ? null : { min: 0, max: budgetMax },
      },
    });
    return data
      ? { intent: "preferences", ok: true, message: data.message }
      : { intent: "preferences", ok: false, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  }
  const parsed = profileUpdateSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return { intent: "profile", ok: false, message: null, fieldErrors: fieldErrorsFromZod(parsed.error) };
  }
  const { data, error } = await api.PATCH("/v1/client/profile", { body: parsed.data });
  if (!data) {
    return {
      intent: "profile",
      ok: false,
      // Spec: the server's message (an array joined with ', '), then a generic message; a field's
      // message shows beside that field and not again in the banner.
      ...formError(error, GENERIC_MESSAGES.generic, ["firstName", "lastName", "userName"]),
    };
  }
  return { intent: "profile", ok: true, message: data.message, fieldErrors: {} };
}
