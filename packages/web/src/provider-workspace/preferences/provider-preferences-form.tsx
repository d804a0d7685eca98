import type { SelectOption } from "@marketplace/domain/dates";
import { GENDER_OPTIONS, type Gender, genderLabel } from "@marketplace/domain/filters";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { Form } from "@remix-run/react";
import { tWorkspace as t } from "../../i18n/index.ts";
import { ChoiceList } from "../choice-list.tsx";
import * as css from "../workspace.css.ts";
import type { FormResult } from "../workspace-result.ts";
import { PREFERENCE_LISTS, type PreferenceList } from "./preferences-form.ts";

export type PreferenceValues = Record<PreferenceList, SelectOption[]> & { clientGender: Gender | null };
export type PreferenceOptions = Record<
  PreferenceList,
  ReadonlyArray<SelectOption & { allowInvite?: boolean }>
>;

export interface ProviderPreferencesFormProps {
  values: PreferenceValues;
  options: PreferenceOptions;
  result?: FormResult;
  busy?: boolean;
  /** The submit button's words: 'Next Step' in onboarding, else the form's own. */
  submitLabel?: string;
}

/** The provider's preferences (therapies, modalities, concerns, age groups, backgrounds, religion, clients' gender). */
export function ProviderPreferencesForm({
  values,
  options,
  result,
  busy,
  submitLabel,
}: ProviderPreferencesFormProps) {
  const errors = result?.fieldErrors ?? {};
  const invites = new Set(options.therapy.filter((o) => o.allowInvite).map((o) => o.identifier));
  return (
    <Form
      method="post"
      preventScrollReset
      className={css.form}
      aria-labelledby="preferences-title"
      noValidate
    >
      <input type="hidden" name="intent" value="provider-preferences" />
      <Stack gap="4">
        <Heading level={2} size="md" id="preferences-title">
          {t("preferences.title")}
        </Heading>
        <Text tone="muted">{t("preferences.text")}</Text>
        {result?.message ? (
          <Banner tone={result.ok ? "success" : "danger"} live>
            {result.message}
          </Banner>
        ) : null}
        {PREFERENCE_LISTS.map((key) => (
          <ChoiceList
            key={key}
            legend={t(`preferences.${key}`)}
            name={key}
            options={options[key]}
            defaultSelected={values[key].map((o) => o.identifier)}
            labelOf={
              key === "therapy"
                ? (o) => (invites.has(o.identifier) ? t("preferences.invitees", { name: o.name }) : o.name)
                : undefined
            }
            error={errors[key]}
          />
        ))}
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{genderLabel("provider")}</legend>
          {(["none", ...GENDER_OPTIONS] as const).map((g) => (
            <label key={g} className={css.check}>
              <input
                type="radio"
                className={css.box}
                name="clientGender"
                value={g}
                defaultChecked={(values.clientGender ?? "none") === g}
              />
              {g === "none" ? t("preferences.noPreference") : t(`preferences.${g}`)}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" loading={busy}>
            {submitLabel ?? t("preferences.save")}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
