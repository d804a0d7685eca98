import { timezoneNames, timezoneOptions } from "@marketplace/domain/dates";
import { GENDER_OPTIONS, type Gender, genderLabel } from "@marketplace/domain/filters";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Stack } from "@marketplace/ui/layout";
import { SearchableSelect } from "@marketplace/ui/searchable-select";
import { Select } from "@marketplace/ui/select";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { useActionData, useFetcher } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useViewerTimeZone } from "../dates/index.ts";
import { tDashboard as t } from "../i18n/index.ts";

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
  // Preselected: the saved timezone, else the one times are shown in (browser, then region).
  const shown = useViewerTimeZone(values.timezone);
  const [timezone, setTimezone] = useState<string | null>(null);
  // The runtime's list, plus the shown zone if the browser reported an alias the list leaves out.
  const zones = useMemo(() => {
    const names = timezoneNames();
    return timezoneOptions(names.includes(shown) ? names : [shown, ...names]);
  }, [shown]);
  // Without JavaScript the form posts as a page and the answer comes back as the route's action data.
  const posted = useActionData<Result | { intent: string }>();
  const result = fetcher.data ?? (posted?.intent === "preferences" ? (posted as Result) : undefined);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="preferences" />
      <input type="hidden" name="preferredGender" value={gender} />
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
        <SearchableSelect
          label={t("preferences.timezone")}
          name="timezone"
          options={zones}
          value={timezone ?? shown}
          onValueChange={setTimezone}
          placeholder={t("preferences.timezonePlaceholder")}
          toggleLabel={t("preferences.timezoneToggle")}
          noneLabel={t("preferences.timezoneNone")}
          help={t("preferences.timezoneHelp")}
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
