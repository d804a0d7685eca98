import {
  type AvailabilityRules,
  availabilityRulesSchema,
  emptyWeeklyHours,
  nextRange,
  type ProviderSettings,
  providerSettingsSchema,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
} from "@marketplace/domain/availability";
import type { ZodError } from "zod";

/**
 * The /availability form as the person typed it: strings where they type, so a half-written value
 * survives a round trip through the server (no JavaScript) or a failed save.
 */
export interface AvailabilityDraft {
  weeklyHours: Record<Weekday, TimeRange[]>;
  sessionMinutes: string;
  bufferMinutes: string;
  noticeHours: string;
  horizonDays: string;
  daysOff: string[];
  timezone: string;
  approvalRequired: boolean;
}

export type FieldErrors = Partial<Record<string, string>>;

/** Field names: `monday.0.start`, `monday.0.end`, … — one per input, in the order shown. */
export const rangeField = (day: Weekday, index: number, edge: "start" | "end") => `${day}.${index}.${edge}`;
export const dayOffField = (index: number) => `daysOff.${index}`;

export function draftFromSaved(rules: AvailabilityRules, settings: ProviderSettings): AvailabilityDraft {
  return {
    weeklyHours: { ...emptyWeeklyHours(), ...rules.weeklyHours },
    sessionMinutes: String(settings.sessionMinutes),
    bufferMinutes: String(settings.bufferMinutes),
    noticeHours: String(settings.noticeHours),
    horizonDays: String(rules.horizonDays),
    daysOff: [...rules.daysOff],
    timezone: settings.timezone,
    approvalRequired: settings.approvalRequired,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** Reads the posted form back into a draft (rows by their index, checkboxes by presence). */
export function draftFromForm(form: FormData): AvailabilityDraft {
  const weeklyHours = emptyWeeklyHours();
  const daysOff: { index: number; value: string }[] = [];
  const rows = new Map<string, { day: Weekday; index: number }>();
  for (const key of form.keys()) {
    const range = /^([a-z]+)\.(\d{1,2})\.(start|end)$/.exec(key);
    const day = range?.[1] as Weekday | undefined;
    if (range && day && (WEEKDAYS as readonly string[]).includes(day)) {
      rows.set(`${day}.${range[2]}`, { day, index: Number(range[2]) });
    }
    const off = /^daysOff\.(\d{1,3})$/.exec(key);
    if (off) daysOff.push({ index: Number(off[1]), value: text(form, key) });
  }
  for (const { day, index } of [...rows.values()].sort((a, b) => a.index - b.index)) {
    weeklyHours[day].push({
      start: text(form, rangeField(day, index, "start")),
      end: text(form, rangeField(day, index, "end")),
    });
  }
  return {
    weeklyHours,
    sessionMinutes: text(form, "sessionMinutes"),
    bufferMinutes: text(form, "bufferMinutes"),
    noticeHours: text(form, "noticeHours"),
    horizonDays: text(form, "horizonDays"),
    daysOff: daysOff.sort((a, b) => a.index - b.index).map((d) => d.value),
    timezone: text(form, "timezone"),
    approvalRequired: form.has("approvalRequired"),
  };
}

export type EditIntent =
  | { kind: "add-range"; day: Weekday }
  | { kind: "remove-range"; day: Weekday; index: number }
  | { kind: "add-day-off" }
  | { kind: "remove-day-off"; index: number };

/** The value of an editing button ('add-range:monday', 'remove-range:monday:1', …); null for save. */
export function parseIntent(value: unknown): EditIntent | null {
  if (typeof value !== "string") return null;
  const [kind, a, b] = value.split(":");
  const day = WEEKDAYS.find((d) => d === a);
  if (kind === "add-range" && day) return { kind, day };
  if (kind === "remove-range" && day && /^\d+$/.test(b ?? "")) return { kind, day, index: Number(b) };
  if (kind === "add-day-off") return { kind };
  if (kind === "remove-day-off" && /^\d+$/.test(a ?? "")) return { kind, index: Number(a) };
  return null;
}

export const intentValue = (intent: EditIntent): string => {
  switch (intent.kind) {
    case "add-range":
      return `add-range:${intent.day}`;
    case "remove-range":
      return `remove-range:${intent.day}:${intent.index}`;
    case "add-day-off":
      return "add-day-off";
    case "remove-day-off":
      return `remove-day-off:${intent.index}`;
  }
};

/** The same edit in the browser (a click) and on the server (the button posted without JavaScript). */
export function applyIntent(draft: AvailabilityDraft, intent: EditIntent): AvailabilityDraft {
  switch (intent.kind) {
    case "add-range": {
      const ranges = draft.weeklyHours[intent.day];
      return {
        ...draft,
        weeklyHours: { ...draft.weeklyHours, [intent.day]: [...ranges, nextRange(ranges)] },
      };
    }
    case "remove-range":
      return {
        ...draft,
        weeklyHours: {
          ...draft.weeklyHours,
          [intent.day]: draft.weeklyHours[intent.day].filter((_, i) => i !== intent.index),
        },
      };
    case "add-day-off":
      return { ...draft, daysOff: [...draft.daysOff, ""] };
    case "remove-day-off":
      return { ...draft, daysOff: draft.daysOff.filter((_, i) => i !== intent.index) };
  }
}

/** '' stays '' (so zod says the field's own message rather than reading it as 0). */
const number = (value: string) => (value === "" ? Number.NaN : Number(value));

function collect(error: ZodError | undefined, into: FieldErrors, prefix: (path: PropertyKey[]) => string) {
  for (const issue of error?.issues ?? []) into[prefix(issue.path)] ??= issue.message;
}

/** A range's issue path (weeklyHours.monday.1.start) as its input's name (monday.1.start). */
const fieldOf = (path: PropertyKey[]) =>
  path[0] === "weeklyHours" ? path.slice(1).map(String).join(".") : path.map(String).join(".");

/**
 * The draft checked by the domain's schemas (the API checks them again): the two request bodies, or
 * each field's first message. Blank rows (a day off not filled in) are dropped, not refused.
 */
export function validateDraft(
  draft: AvailabilityDraft,
):
  | { ok: true; rules: AvailabilityRules; settings: ProviderSettings }
  | { ok: false; fieldErrors: FieldErrors } {
  const rules = availabilityRulesSchema.safeParse({
    weeklyHours: draft.weeklyHours,
    sessionMinutes: number(draft.sessionMinutes),
    bufferMinutes: number(draft.bufferMinutes),
    noticeHours: number(draft.noticeHours),
    horizonDays: number(draft.horizonDays),
    daysOff: draft.daysOff.filter((d) => d !== ""),
  });
  const settings = providerSettingsSchema.safeParse({
    timezone: draft.timezone,
    sessionMinutes: number(draft.sessionMinutes),
    bufferMinutes: number(draft.bufferMinutes),
    noticeHours: number(draft.noticeHours),
    approvalRequired: draft.approvalRequired,
  });
  if (rules.success && settings.success) return { ok: true, rules: rules.data, settings: settings.data };
  const fieldErrors: FieldErrors = {};
  collect(rules.error, fieldErrors, fieldOf);
  // A blank day off was dropped before checking, so a message's index counts filled rows only.
  const filled = draft.daysOff.flatMap((d, i) => (d === "" ? [] : [i]));
  for (const [key, message] of Object.entries(fieldErrors)) {
    const off = /^daysOff\.(\d+)$/.exec(key);
    if (off) {
      delete fieldErrors[key];
      fieldErrors[dayOffField(filled[Number(off[1])] ?? 0)] ??= message;
    }
  }
  collect(settings.error, fieldErrors, fieldOf);
  return { ok: false, fieldErrors };
}
