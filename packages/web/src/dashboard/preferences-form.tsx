import { timezoneNames } from "@marketplace/domain/dates";
import { GENDER_OPTIONS, type Gender, genderLabel } from "@marketplace/domain/filters";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Stack } from "@marketplace/ui/layout";
import { Select } from "@marketplace/ui/select";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { useFetcher } from "@remix-run/react";
import { useMemo, useState } from "react";
import { tDashboard as t } from "../i18n/dashboard.ts";

export interface PreferenceValues {
  preferredGender: Gender | null;
  timezone: string | null;
  /** Budget maximum in major units, for the form. */
  budgetMax: string;
}

type Result = { intent: "preferences"; ok: boolean; message: string };

/** Client preferences (spec: payload not shown): gender preference, timezone and a budget. */
export function PreferencesForm({ values }: { values: PreferenceValues }) {
  const fetcher = useFetcher<Result>();
  const [gender, setGender] = useState(values.preferredGender ?? "none");
  const [timezone, setTimezone] = useState(values.timezone ?? "");
  const zones = useMemo(() => timezoneNames().map((name) => ({ identifier: name, name })), []);
  const result = fetcher.data;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="preferences" />
      <input type="hidden" name="preferredGender" value={gender} />
      <input type="hidden" name="timezone" value={timezone} />
      <Stack gap="4">
        <Heading level={2} size="md">
          {t("preferences.title")}
        </Heading>
        <Text tone="muted">{t("preferences.text")}</Text>
        {result ? <Banner tone={result.ok ? "success" : "danger"}>{result.message}</Banner> : null}
        <Select
          label={genderLabel("client")}
          placeholder={t("preferences.noPreference")}
          value={gender}
          onValueChange={(v) => setGender(v as typeof gender)}
          options={[
            { identifier: "none", name: t("preferences.noPreference") },
            ...GENDER_OPTIONS.map((g) => ({ identifier: g, name: t(`preferences.${g}`) })),
          ]}
        />
        <Select
          label={t("preferences.timezone")}
          placeholder="—"
          value={timezone || undefined}
          onValueChange={setTimezone}
          options={zones}
        />
        <TextField
          label={t("preferences.budget")}
          name="budgetMax"
          inputMode="decimal"
          defaultValue={values.budgetMax}
          help={t("preferences.budgetHelp")}
        />
        <div>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {t("preferences.save")}
          </Button>
        </div>
      </Stack>
    </fetcher.Form>
  );
}
