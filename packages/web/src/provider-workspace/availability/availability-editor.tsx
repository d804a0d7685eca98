import { AVAILABILITY_LIMITS as L, WEEKDAYS, type Weekday } from "@marketplace/domain/availability";
import { timezoneNames, timezoneOptions } from "@marketplace/domain/dates";
import { Button, IconButton } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { ChoiceRow } from "@marketplace/ui/choice-row";
import { Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { SearchableSelect } from "@marketplace/ui/searchable-select";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { Plus, Trash2 } from "lucide-react";
import { type MouseEvent, useEffect, useMemo, useState } from "react";
import { tAvailability as t } from "../../i18n/index.ts";
import * as css from "./availability.css.ts";
import {
  type AvailabilityDraft,
  applyIntent,
  dayOffField,
  type EditIntent,
  type FieldErrors,
  intentValue,
  rangeField,
} from "./availability-form.ts";

/**
 * The editing buttons are submit buttons carrying their edit (`intent`): without JavaScript the
 * server applies it and sends the form back; with it, the click applies the same edit here.
 */
function useDraft(initial: AvailabilityDraft) {
  const [draft, setDraft] = useState(initial);
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => setDraft(initial), [initial]);
  useEffect(() => {
    if (!focus) return;
    document.querySelector<HTMLElement>(`[name="${focus}"], [data-focus="${focus}"]`)?.focus();
    setFocus(null);
  }, [focus]);
  const edit = (intent: EditIntent, then: string) => ({
    type: "submit" as const,
    name: "intent",
    value: intentValue(intent),
    formNoValidate: true,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      setDraft((d) => applyIntent(d, intent));
      setFocus(then);
    },
  });
  return { draft, setDraft, edit };
}

function WeekdayRanges({
  day,
  draft,
  errors,
  edit,
  onChange,
}: {
  day: Weekday;
  draft: AvailabilityDraft;
  errors: FieldErrors;
  edit: ReturnType<typeof useDraft>["edit"];
  onChange: (index: number, edge: "start" | "end", value: string) => void;
}) {
  const name = t(`days.${day}`);
  const ranges = draft.weeklyHours[day];
  const full = ranges.length >= L.rangesPerDay;
  return (
    <fieldset className={css.day} data-testid={`day-${day}`}>
      <legend className={css.dayName}>{name}</legend>
      <div className={css.ranges}>
        {ranges.length === 0 ? <Text tone="muted">{t("hours.notWorking")}</Text> : null}
        {ranges.map((range, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; inputs are named by it
            <div className={css.row} key={index}>
              <TextField
                label={t("hours.from")}
                aria-label={t("hours.fromLabel", { day: name, n })}
                type="time"
                name={rangeField(day, index, "start")}
                value={range.start}
                onChange={(e) => onChange(index, "start", e.currentTarget.value)}
                error={errors[rangeField(day, index, "start")]}
              />
              <TextField
                label={t("hours.to")}
                aria-label={t("hours.toLabel", { day: name, n })}
                type="time"
                name={rangeField(day, index, "end")}
                value={range.end}
                onChange={(e) => onChange(index, "end", e.currentTarget.value)}
                error={errors[rangeField(day, index, "end")]}
              />
              <IconButton
                className={css.remove}
                label={t("hours.remove", { day: name, n })}
                icon={<Trash2 size={20} aria-hidden="true" />}
                {...edit({ kind: "remove-range", day, index }, `add-${day}`)}
              />
            </div>
          );
        })}
        {full ? null : (
          <div>
            <Button
              tone="secondary"
              size="sm"
              icon={<Plus size={18} aria-hidden="true" />}
              aria-label={t("hours.addLabel", { day: name })}
              data-focus={`add-${day}`}
              {...edit({ kind: "add-range", day }, rangeField(day, ranges.length, "start"))}
            >
              {t("hours.add")}
            </Button>
          </div>
        )}
      </div>
    </fieldset>
  );
}

export interface AvailabilityEditorProps {
  initial: AvailabilityDraft;
  errors: FieldErrors;
  busy: boolean;
  /** The save button's words: 'Next Step' in onboarding (step four), else the page's own. */
  saveLabel?: string;
}

/** The weekly hours, session limits, days off and booking settings: the inside of one form. */
export function AvailabilityEditor({ initial, errors, busy, saveLabel }: AvailabilityEditorProps) {
  const { draft, setDraft, edit } = useDraft(initial);
  // The runtime's zones, plus the saved one if the list spells it differently (an alias).
  const zones = useMemo(() => {
    const names = timezoneNames();
    return timezoneOptions(names.includes(draft.timezone) ? names : [draft.timezone, ...names]);
  }, [draft.timezone]);
  const set = <K extends keyof AvailabilityDraft>(key: K, value: AvailabilityDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const number = (key: "sessionMinutes" | "bufferMinutes" | "noticeHours" | "horizonDays") => (
    <TextField
      label={t(`sessions.${key}`)}
      name={key}
      inputMode="numeric"
      value={draft[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      help={t("sessions.limits", { min: L[key].min, max: L[key].max })}
      error={errors[key]}
    />
  );
  return (
    <Stack gap="6">
      <Card as="section" aria-labelledby="hours-title">
        <Stack gap="3">
          <Heading level={2} size="md" id="hours-title">
            {t("hours.title")}
          </Heading>
          <Text tone="muted">{t("hours.text")}</Text>
          <div>
            {WEEKDAYS.map((day) => (
              <WeekdayRanges
                key={day}
                day={day}
                draft={draft}
                errors={errors}
                edit={edit}
                onChange={(index, edge, value) =>
                  setDraft((d) => ({
                    ...d,
                    weeklyHours: {
                      ...d.weeklyHours,
                      [day]: d.weeklyHours[day].map((r, i) => (i === index ? { ...r, [edge]: value } : r)),
                    },
                  }))
                }
              />
            ))}
          </div>
        </Stack>
      </Card>

      <Card as="section" aria-labelledby="sessions-title">
        <Stack gap="4">
          <Heading level={2} size="md" id="sessions-title">
            {t("sessions.title")}
          </Heading>
          <div className={css.numbers}>
            {number("sessionMinutes")}
            {number("bufferMinutes")}
            {number("noticeHours")}
            {number("horizonDays")}
          </div>
        </Stack>
      </Card>

      <Card as="section" aria-labelledby="days-off-title">
        <Stack gap="3">
          <Heading level={2} size="md" id="days-off-title">
            {t("daysOff.title")}
          </Heading>
          <Text tone="muted">{t("daysOff.text")}</Text>
          {draft.daysOff.length === 0 ? <Text>{t("daysOff.none")}</Text> : null}
          {draft.daysOff.map((value, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; inputs are named by it
            <div className={css.dayOffRow} key={index}>
              <TextField
                label={t("daysOff.date", { n: index + 1 })}
                type="date"
                name={dayOffField(index)}
                value={value}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  setDraft((d) => ({ ...d, daysOff: d.daysOff.map((v, i) => (i === index ? next : v)) }));
                }}
                error={errors[dayOffField(index)]}
              />
              <IconButton
                label={t("daysOff.remove", { n: index + 1 })}
                icon={<Trash2 size={20} aria-hidden="true" />}
                {...edit({ kind: "remove-day-off", index }, "add-day-off")}
              />
            </div>
          ))}
          {draft.daysOff.length < L.daysOff ? (
            <div>
              <Button
                tone="secondary"
                size="sm"
                icon={<Plus size={18} aria-hidden="true" />}
                data-focus="add-day-off"
                {...edit({ kind: "add-day-off" }, dayOffField(draft.daysOff.length))}
              >
                {t("daysOff.add")}
              </Button>
            </div>
          ) : null}
        </Stack>
      </Card>

      <Card as="section" aria-labelledby="settings-title">
        <Stack gap="4">
          <Heading level={2} size="md" id="settings-title">
            {t("settings.title")}
          </Heading>
          <SearchableSelect
            label={t("settings.timezone")}
            name="timezone"
            options={zones}
            value={draft.timezone || null}
            onValueChange={(zone) => set("timezone", zone ?? "")}
            placeholder={t("settings.timezonePlaceholder")}
            toggleLabel={t("settings.timezoneToggle")}
            noneLabel={t("settings.timezoneNone")}
            help={t("settings.timezoneHelp")}
            error={errors.timezone}
          />
          <ChoiceRow
            type="checkbox"
            framed={false}
            name="approvalRequired"
            checked={draft.approvalRequired}
            onChange={(e) => set("approvalRequired", e.currentTarget.checked)}
            label={t("settings.approvalRequired")}
          />
          <Text size="sm" tone="muted" data-testid="office-elsewhere">
            {t("settings.officeInProfile")}{" "}
            <Link href="/profile#profile-info-title">{t("settings.officeLink")}</Link>
          </Text>
        </Stack>
      </Card>

      <div>
        <Button type="submit" name="intent" value="save" loading={busy}>
          {saveLabel ?? t("save")}
        </Button>
      </div>
    </Stack>
  );
}
