import {
  type FilterState,
  filtersFromQuery,
  GENDER_OPTIONS,
  genderLabel,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
} from "@marketplace/domain/filters";
import { Button } from "@marketplace/ui/button";
import { Drawer } from "@marketplace/ui/deferred-overlay";
import { TextField } from "@marketplace/ui/text-field";
import { media } from "@marketplace/ui/theme";
import { useLocation, useNavigate } from "@remix-run/react";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { tDirectory as t } from "../i18n/index.ts";
import * as css from "./directory.css.ts";
import type { RejectedField } from "./directory.server.ts";
import { DIRECTORY_PATH, directoryHref, isoDay, type Option } from "./directory-query.ts";
import { CheckboxGroup, DateFields, LanguageField, PriceFields, VerifiedField } from "./filter-fields.tsx";
import type { FilterLists } from "./filter-lists.server.ts";
import { LocationFields } from "./location-fields.tsx";
import { useMediaQuery } from "./use-media-query.ts";

export const FILTERS_FORM_ID = "directory-filters";
/** The name that makes the entries one exclusive group: opening one closes the others, even without JavaScript. */
const ENTRY_GROUP = "directory-filter";

interface Entry {
  id: string;
  label: string;
  /** How many values of it are applied (shown on its button). */
  count: number;
  /** Lives in the Additional Filters drawer above 768 px. */
  additional: boolean;
  /** The fields; `showing` is true while its panel is open (lazy parts load then). */
  render: (showing: boolean) => ReactNode;
  /** Its field carries its own visible label (no section heading above it in the drawer). */
  labelled?: boolean;
  /** The applied values as hidden fields, for when its fields are not on the page (the drawer is closed). */
  hidden: Array<[string, string]>;
}

export interface FilterPanelProps {
  filters: FilterState;
  /** The currency of the price fields (the viewer's). */
  priceCurrency: string;
  lists: FilterLists;
  states: readonly Option[];
  /** Whose gender wording to use: providers read the provider label, everyone else the client one. */
  role: "client" | "provider";
  /** The API's refusal of a filter, beside that filter (its entry starts open). */
  errors?: Partial<Record<RejectedField, string>>;
}

const textOf = (data: FormData) =>
  new URLSearchParams([...data].filter((pair): pair is [string, string] => typeof pair[1] === "string"));

/**
 * The directory's search box and filter bar: one plain GET form that works without JavaScript (each
 * filter a <details> entry, the results on submit), enhanced once the script runs: the search applies
 * itself 1.5 s after typing stops, one entry is open at a time (a click outside or Escape closes it),
 * and above 768 px the less used filters move into the 400 px Additional Filters drawer.
 */
export function FilterPanel({ filters, priceCurrency, lists, states, role, errors = {} }: FilterPanelProps) {
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const narrow = useMediaQuery(media.mobile);
  const drawerMode = narrow === false;
  const [openId, setOpenId] = useState<string | null>(
    errors.price ? "price" : errors.availability ? "availability" : null,
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's fold starts closed, unless a refused filter has to show its message.
  const [foldOpen, setFoldOpen] = useState(Object.keys(errors).length > 0);
  const [search, setSearch] = useState(filters.search);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // The URL changed (back button, a chip, a shared link): the box shows what the page shows.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === filters.search ? typed : filters.search));
  }, [filters.search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setForm(formRef.current), []);
  // One entry open at a time; a click elsewhere or Escape closes it.
  useEffect(() => {
    if (!openId) return;
    const open = () => formRef.current?.querySelector<HTMLDetailsElement>(`details[data-filter="${openId}"]`);
    const onPointer = (event: PointerEvent) => {
      // Another entry's button: its own toggle takes over (closing this one first would move that
      // button on a phone, where an open entry takes a row, and the tap would land elsewhere).
      if (event.target instanceof Element && event.target.closest(`details[name="${ENTRY_GROUP}"]`)) return;
      if (!open()?.contains(event.target as Node)) setOpenId(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const details = open();
      setOpenId(null);
      details?.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [openId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const data = new FormData(event.currentTarget);
    setOpenId(null);
    setDrawerOpen(false);
    navigate(directoryHref(filtersFromQuery(textOf(data))));
  };

  const listEntry = (
    id: keyof FilterLists | "state",
    param: string,
    label: string,
    selected: string[],
    additional: boolean,
  ): Entry => ({
    id,
    label,
    count: selected.length,
    additional,
    render: () => (
      <CheckboxGroup
        legend={label}
        hideLegend
        name={param}
        options={id === "state" ? states : lists[id]}
        selected={selected}
      />
    ),
    hidden: selected.length ? [[param, selected.join(",")]] : [],
  });

  const priceCount = filters.free ? 1 : Number(filters.minPrice !== null) + Number(filters.maxPrice !== null);
  const entries: Entry[] = [
    listEntry("concern", "concern", t("groups.concern"), filters.selectedSpeciality, false),
    listEntry("therapy", "therapy", t("groups.therapy"), filters.selectedTherapy, false),
    {
      id: "price",
      label: t("groups.price"),
      count: priceCount,
      additional: false,
      render: (showing) => (
        <PriceFields
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          free={filters.free}
          currency={priceCurrency}
          showSlider={showing}
          error={errors.price}
        />
      ),
      hidden: [],
    },
    {
      id: "availability",
      label: t("groups.availability"),
      count: Number(Boolean(filters.availableFrom)) + Number(Boolean(filters.availableTo)),
      additional: false,
      render: () => (
        <DateFields
          from={isoDay(filters.availableFrom)}
          to={isoDay(filters.availableTo)}
          error={errors.availability}
        />
      ),
      hidden: [],
    },
    {
      id: "verified",
      label: t("groups.verified"),
      count: Number(filters.verified),
      additional: true,
      render: () => <VerifiedField verified={filters.verified} />,
      hidden: filters.verified ? [["verified", "true"]] : [],
    },
    {
      id: "gender",
      label: t("groups.gender"),
      count: filters.selectedGender.length,
      additional: true,
      render: () => (
        <CheckboxGroup
          legend={genderLabel(role)}
          name="gender"
          options={GENDER_OPTIONS.map((g) => ({ identifier: g, name: g }))}
          selected={filters.selectedGender}
        />
      ),
      hidden: filters.selectedGender.length ? [["gender", filters.selectedGender.join(",")]] : [],
    },
    {
      id: "language",
      label: t("groups.language"),
      count: filters.selectedLanguage.length,
      additional: true,
      labelled: true,
      render: (showing) => (
        <LanguageField
          label={t("groups.language")}
          options={lists.language}
          selected={filters.selectedLanguage[0] ?? null}
          showing={showing}
        />
      ),
      hidden: filters.selectedLanguage.length ? [["language", filters.selectedLanguage.join(",")]] : [],
    },
    {
      id: "location",
      label: t("groups.location"),
      count: filters.selectedLocation.length + filters.selectedStates.length,
      additional: true,
      render: (showing) => (
        <LocationFields
          countries={lists.country}
          selectedCountries={filters.selectedLocation}
          states={states}
          selectedStates={filters.selectedStates}
          showTabs={showing}
        />
      ),
      hidden: [
        ...(filters.selectedLocation.length
          ? ([["country", filters.selectedLocation.join(",")]] as Array<[string, string]>)
          : []),
        ...(filters.selectedStates.length
          ? ([["state", filters.selectedStates.join(",")]] as Array<[string, string]>)
          : []),
      ],
    },
    listEntry("modality", "modality", t("groups.modality"), filters.selectedModality, true),
    listEntry("discipline", "discipline", t("groups.discipline"), filters.selectedDiscipline, true),
    listEntry("ageGroup", "ageGroup", t("groups.ageGroup"), filters.selectedAgeGroup, true),
    listEntry("ethnicity", "ethnicity", t("groups.ethnicity"), filters.selectedEthnicity, true),
  ];
  const additional = entries.filter((e) => e.additional);
  const appliedCount = entries.reduce((n, e) => n + e.count, 0);
  const additionalCount = additional.reduce((n, e) => n + e.count, 0);

  // Before the script runs (or without it) every filter is an entry; with scripting on at desktop
  // widths CSS already shows the drawer's button instead, so hydration does not move the row.
  const beforeScript = narrow === null;
  const drawerLabel =
    additionalCount > 0
      ? t("filters.selected", { label: t("filters.additional"), count: additionalCount })
      : t("filters.additional");
  const dropdown = (entry: Entry) => {
    const open = openId === entry.id;
    return (
      <details
        key={entry.id}
        className={beforeScript && entry.additional ? `${css.entry} ${css.drawerModeHidden}` : css.entry}
        data-filter={entry.id}
        name={ENTRY_GROUP}
        open={open}
        onToggle={(event) => {
          const nowOpen = event.currentTarget.open;
          setOpenId((current) => (nowOpen ? entry.id : current === entry.id ? null : current));
        }}
      >
        <summary className={css.pill} data-active={entry.count > 0 || entry.id in errors}>
          {entry.count > 0 ? t("filters.selected", { label: entry.label, count: entry.count }) : entry.label}
          <ChevronDown size={18} aria-hidden="true" />
        </summary>
        <div className={css.panel}>
          {entry.render(open)}
          <div className={css.actions}>
            <Button type="submit">{t("filters.apply")}</Button>
          </div>
        </div>
      </details>
    );
  };

  return (
    <form
      ref={formRef}
      id={FILTERS_FORM_ID}
      className={css.form}
      method="get"
      action={DIRECTORY_PATH}
      aria-label={t("filters.label")}
      onSubmit={submit}
      data-enhanced={form ? "" : undefined}
    >
      {filters.city ? <input type="hidden" name="city" value={filters.city} /> : null}
      <div className={css.searchRow}>
        <div className={css.searchField}>
          <TextField
            label={t("search.label")}
            type="search"
            name="search"
            placeholder={t("search.placeholder")}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            error={errors.search}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              const target = event.currentTarget.form;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => target?.requestSubmit(), SEARCH_DEBOUNCE_MS);
            }}
          />
        </div>
        <Button type="submit" tone="secondary">
          {t("search.submit")}
        </Button>
      </div>
      {/* Phones: every entry behind one 'Filters' control with the count applied; wider: always open. */}
      <details
        className={css.filtersFold}
        open={drawerMode || foldOpen}
        onToggle={(event) => {
          if (!drawerMode) setFoldOpen(event.currentTarget.open);
        }}
      >
        <summary className={`${css.pill} ${css.filtersToggle}`} data-active={appliedCount > 0}>
          <SlidersHorizontal size={18} aria-hidden="true" />
          {appliedCount > 0
            ? t("filters.selected", { label: t("filters.label"), count: appliedCount })
            : t("filters.label")}
          <ChevronDown size={18} aria-hidden="true" />
        </summary>
        {/* Remounted per URL, so after back/forward every box shows the page's filters again. */}
        <div key={query} className={css.bar}>
          {entries.filter((e) => !(drawerMode && e.additional)).map(dropdown)}
          {beforeScript ? (
            <button
              type="button"
              className={`${css.pill} ${css.drawerModeOnly}`}
              data-active={additionalCount > 0}
              aria-haspopup="dialog"
              aria-expanded={false}
            >
              <SlidersHorizontal size={18} aria-hidden="true" />
              {drawerLabel}
            </button>
          ) : null}
          {drawerMode ? (
            <>
              {drawerOpen
                ? null
                : additional.flatMap((e) =>
                    e.hidden.map(([name, value]) => (
                      <input key={`${e.id}-${name}`} type="hidden" name={name} value={value} />
                    )),
                  )}
              <Drawer
                open={drawerOpen}
                onOpenChange={(next) => {
                  setDrawerOpen(next);
                  if (next) setOpenId(null);
                }}
                container={form}
                title={t("filters.additional")}
                closeLabel={t("filters.close")}
                trigger={
                  <button type="button" className={css.pill} data-active={additionalCount > 0}>
                    <SlidersHorizontal size={18} aria-hidden="true" />
                    {drawerLabel}
                  </button>
                }
                footer={
                  <>
                    <Button href={DIRECTORY_PATH} tone="ghost">
                      {t("filters.clearAll")}
                    </Button>
                    <Button type="submit" form={FILTERS_FORM_ID}>
                      {t("filters.showResults")}
                    </Button>
                  </>
                }
              >
                <div className={css.drawerSections}>
                  {additional.map((e) => (
                    <section
                      key={e.id}
                      aria-labelledby={e.labelled ? undefined : `drawer-${e.id}`}
                      aria-label={e.labelled ? e.label : undefined}
                      className={css.fields}
                    >
                      {e.labelled ? null : (
                        <h3 id={`drawer-${e.id}`} className={css.sectionTitle}>
                          {e.label}
                        </h3>
                      )}
                      {e.render(true)}
                    </section>
                  ))}
                </div>
              </Drawer>
            </>
          ) : null}
        </div>
      </details>
    </form>
  );
}
