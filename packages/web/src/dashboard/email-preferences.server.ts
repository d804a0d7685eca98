import { type ApiClient, apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import type { EmailPreferences } from "@marketplace/domain/notifications";
import { tNotifications as t } from "../i18n/index.ts";
import {
  EMAIL_PREFERENCES_INTENT,
  type EmailPreferencesResult,
  emailPreferencesFrom,
} from "./email-preferences-form.tsx";

/** The signed-in person's email preferences; null when the API cannot say. */
export async function loadEmailPreferences(api: ApiClient): Promise<EmailPreferences | null> {
  const { data } = await api.GET("/v1/notification/preferences").catch(() => ({ data: undefined }));
  return data?.email ?? null;
}

/** Saves the posted checkboxes as the whole set of preferences. */
export async function saveEmailPreferences(api: ApiClient, form: FormData): Promise<EmailPreferencesResult> {
  const { data, error } = await api.PUT("/v1/notification/preferences", {
    body: { email: emailPreferencesFrom(form) },
  });
  return data
    ? { intent: EMAIL_PREFERENCES_INTENT, ok: true, message: t("email.saved") }
    : {
        intent: EMAIL_PREFERENCES_INTENT,
        ok: false,
        message: apiErrorMessage(error, GENERIC_MESSAGES.generic),
      };
}
