import type { ApiClient } from "@marketplace/api-client";
import { errorMessage, formError, GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { type TherapyFeesSave, therapyFeesSaveSchema } from "@marketplace/domain/fees";
import { providerPreferencesSchema, providerProfileInfoSchema } from "@marketplace/domain/provider";
import { safeLocalPath } from "@marketplace/domain/redirect";
import { redirect } from "@remix-run/node";
import type { ZodError } from "zod";
import { fieldErrorsFromZod } from "../accounts/index.ts";
import { loaded } from "../api/index.server.ts";
import { tWorkspace as t } from "../i18n/index.ts";
import { feeField, feesFromForm } from "./fees/fee-form.ts";
import { PREFERENCE_LISTS, preferencesFromForm } from "./preferences/preferences-form.ts";
import { profileInfoFromForm } from "./profile-info/profile-info-form.ts";
import type { FormResult } from "./workspace-result.ts";

const list = <T>(answer: { data?: { data: T[] }; error?: unknown }) => loaded(answer).data;

/** Everything the provider's /profile shows: their profile info, preferences, fees and the lists to choose from. */
export async function loadProviderWorkspace(api: ApiClient) {
  const [
    profile,
    preferences,
    fees,
    therapy,
    modality,
    specialities,
    disciplines,
    languages,
    ageGroups,
    backgrounds,
    religion,
  ] = await Promise.all([
    api.GET("/v1/provider/profile"),
    api.GET("/v1/provider/preferences"),
    api.GET("/v1/provider/fees"),
    api.GET("/v1/categories/therapy"),
    api.GET("/v1/categories/therapy-modality"),
    api.GET("/v1/categories/concerns"),
    api.GET("/v1/categories/disciplines"),
    api.GET("/v1/categories/languages"),
    api.GET("/v1/personality/age-group"),
    api.GET("/v1/personality/cultural-background"),
    api.GET("/v1/personality/religion"),
  ]);
  if (!profile.data || !preferences.data || !fees.data) {
    throw new Response(null, { status: 502, statusText: "Bad Gateway" });
  }
  const option = ({ identifier, name }: { identifier: string; name: string }) => ({ identifier, name });
  return {
    profile: profile.data.data,
    preferences: preferences.data.data,
    fees: fees.data.data,
    options: {
      therapy: list(therapy).map((o) => ({ ...option(o), allowInvite: o.allowInvite })),
      modality: list(modality).map(option),
      specialities: list(specialities).map(option),
      disciplines: list(disciplines).map(option),
      languages: list(languages).map(option),
      ageGroups: list(ageGroups).map(option),
      culturalBackgrounds: list(backgrounds).map(option),
      religion: list(religion).map(option),
    },
  };
}

/** A refused fee save: each row's first problem under that row's field, anything else in the banner. */
export function feeFieldErrors(
  error: ZodError,
  body: TherapyFeesSave,
): Pick<FormResult, "message" | "fieldErrors"> {
  const fieldErrors: Partial<Record<string, string>> = {};
  let message: string | null = null;
  for (const issue of error.issues) {
    const [list, index] = issue.path;
    const row = list === "therapyFees" && typeof index === "number" ? body.therapyFees[index] : undefined;
    if (row) {
      const field = feeField(row.therapyIdentifier);
      fieldErrors[field] ??= issue.message;
    } else message ??= issue.message;
  }
  return { message, fieldErrors };
}

/** The intents the provider's workspace forms post. */
export const WORKSPACE_INTENTS = ["profile-info", "provider-preferences", "fees", "visibility"] as const;
export type WorkspaceIntent = (typeof WORKSPACE_INTENTS)[number];
export const isWorkspaceIntent = (value: unknown): value is WorkspaceIntent =>
  WORKSPACE_INTENTS.includes(value as WorkspaceIntent);

const PROFILE_FIELDS = [
  "title",
  "firstName",
  "lastName",
  "headline",
  "bio",
  "disciplines",
  "languages",
  "countryCode",
  "officeAddress",
];

/**
 * Handles one workspace form: validates with the domain's schema (the API validates again), calls the
 * API and answers the result for the form's banner: the API's message on success; on failure its
 * errors joined with ', ' (each beside its field where the form has one), else a generic message.
 * A fee save redirects to where the editor said (settings without the panel, or the next step).
 */
export async function workspaceAction(
  api: ApiClient,
  intent: WorkspaceIntent,
  form: FormData,
): Promise<FormResult> {
  switch (intent) {
    case "profile-info": {
      const parsed = providerProfileInfoSchema.safeParse(profileInfoFromForm(form));
      if (!parsed.success) {
        return { intent, ok: false, message: null, fieldErrors: fieldErrorsFromZod(parsed.error) };
      }
      const { data, error } = await api.PUT("/v1/provider/profile", { body: parsed.data });
      if (data) return { intent, ok: true, message: data.message };
      return { intent, ok: false, ...formError(error, GENERIC_MESSAGES.generic, PROFILE_FIELDS) };
    }
    case "provider-preferences": {
      const parsed = providerPreferencesSchema.safeParse(preferencesFromForm(form));
      if (!parsed.success) {
        return { intent, ok: false, message: null, fieldErrors: fieldErrorsFromZod(parsed.error) };
      }
      const { data, error } = await api.POST("/v1/provider/preferences", { body: parsed.data });
      if (data) return { intent, ok: true, message: data.message };
      return { intent, ok: false, ...formError(error, GENERIC_MESSAGES.generic, [...PREFERENCE_LISTS]) };
    }
    case "fees": {
      const current = await api.GET("/v1/provider/fees");
      if (!current.data) return { intent, ok: false, message: GENERIC_MESSAGES.generic };
      const body = feesFromForm(form, current.data.data.therapy);
      // A fee the rules refuse ('Enter a fee of at most 1,000,000') is said beside its therapy's field.
      const parsed = therapyFeesSaveSchema.safeParse(body);
      if (!parsed.success) return { intent, ok: false, ...feeFieldErrors(parsed.error, body) };
      const { data, error } = await api.PUT("/v1/provider/fees", { body: parsed.data });
      if (!data) return { intent, ok: false, message: errorMessage(error, GENERIC_MESSAGES.generic) };
      throw redirect(safeLocalPath(form.get("next"), "/profile"));
    }
    case "visibility": {
      const { data, error } = await api.PUT("/v1/provider/visibility-status");
      if (!data) return { intent, ok: false, message: errorMessage(error, GENERIC_MESSAGES.generic) };
      return {
        intent,
        ok: true,
        message: data.visibility === "hidden" ? t("visibility.nowHidden") : t("visibility.nowVisible"),
      };
    }
  }
}
