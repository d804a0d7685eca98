import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "@marketplace/domain/filters";
import { useHydrated } from "@marketplace/ui/hydrated";
import { visuallyHidden } from "@marketplace/ui/layout";
import { TextField } from "@marketplace/ui/text-field";
import { lazy, Suspense, useState } from "react";
import { region } from "../env/index.ts";
import { tDirectory as t } from "../i18n/index.ts";
import * as css from "./directory.css.ts";
import type { Option } from "./directory-query.ts";
import { useOnceShown } from "./use-once-shown.ts";

/** The slider is an enhancement of the two text inputs: its code loads when the price panel first shows. */
const Slider = lazy(() => import("@marketplace/ui/slider").then((m) => ({ default: m.Slider })));

export interface CheckboxGroupProps {
  legend: string;
  /** The query parameter each ticked box posts (a plain GET form repeats it). */
  name: string;
  options: readonly Option[];
  selected: readonly string[];
  /** Hide the legend where the panel's button already says it. */
  hideLegend?: boolean;
}

/** Native checkboxes: they post without JavaScript, unlike a scripted checkbox button. */
export function CheckboxGroup({ legend, name, options, selected, hideLegend }: CheckboxGroupProps) {
  return (
    <fieldset className={css.options}>
      <legend className={hideLegend ? visuallyHidden : css.legend}>{legend}</legend>
      {options.map((o) => (
        <label key={o.identifier} className={css.check}>
          <input
            type="checkbox"
            className={css.box}
            name={name}
            value={o.identifier}
            defaultChecked={selected.includes(o.identifier)}
          />
          {o.name}
        </label>
      ))}
    </fieldset>
  );
}

/** Digits and thousands commas only (pence or kobo dropped): a price is a whole number of 0 or more. */
export const priceText = (value: string) => (value.split(".")[0] ?? "").replace(/[^\d,]/g, "");
const toNumber = (text: string, fallback: number) => {
  const n = Number(text.replace(/,/g, ""));
  return text.trim() === "" || !Number.isFinite(n) ? fallback : Math.min(PRICE_MAX, Math.max(PRICE_MIN, n));
};

export interface PriceFieldsProps {
  minPrice: number | null;
  maxPrice: number | null;
  free: boolean;
  /** The currency the bounds are in (the viewer's); fees in other currencies never meet them. */
  currency: string;
  /** Draw the slider (the panel is showing); it loads lazily. */
  showSlider: boolean;
  /** Why the bounds were refused: shown under the minimum, which is then marked invalid. */
  error?: string;
}

/** 'USD ($)', 'NGN (₦)': the currency's code and the symbol prices show it with. */
export const currencyLabel = (currency: string) => {
  try {
    const symbol = new Intl.NumberFormat(region.locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value;
    return symbol && symbol !== currency ? `${currency} (${symbol})` : currency;
  } catch {
    return currency;
  }
};

/**
 * Minimum and maximum as text inputs (they post without JavaScript), a 0 to 1,000,000 slider in
 * steps of 1 once the script runs, and the free flag, which sets the range to 0 to 1,000,000.
 */
export function PriceFields({ minPrice, maxPrice, free, currency, showSlider, error }: PriceFieldsProps) {
  const hydrated = useHydrated();
  const sliderWanted = useOnceShown(showSlider);
  const [min, setMin] = useState(minPrice === null ? "" : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? "" : String(maxPrice));
  const [isFree, setFree] = useState(free);
  return (
    <div className={css.fields}>
      <div className={css.pair}>
        <TextField
          label={t("price.min")}
          name="minPrice"
          inputMode="numeric"
          autoComplete="off"
          error={error}
          value={min}
          onChange={(e) => setMin(priceText(e.currentTarget.value))}
        />
        <TextField
          label={t("price.max")}
          name="maxPrice"
          inputMode="numeric"
          autoComplete="off"
          value={max}
          onChange={(e) => setMax(priceText(e.currentTarget.value))}
        />
      </div>
      <p className={css.note}>{t("price.help", { currency: currencyLabel(currency) })}</p>
      {hydrated && sliderWanted ? (
        <div className={css.sliderSlot}>
          <Suspense fallback={null}>
            <Slider
              min={PRICE_MIN}
              max={PRICE_MAX}
              step={PRICE_STEP}
              value={[toNumber(min, PRICE_MIN), toNumber(max, PRICE_MAX)]}
              onValueChange={([low, high]) => {
                setMin(String(low ?? PRICE_MIN));
                setMax(String(high ?? PRICE_MAX));
              }}
              thumbLabels={[t("price.min"), t("price.max")]}
            />
          </Suspense>
        </div>
      ) : null}
      <label className={css.check}>
        <input
          type="checkbox"
          className={css.box}
          name="isFree"
          value="true"
          checked={isFree}
          onChange={(e) => {
            const next = e.currentTarget.checked;
            setFree(next);
            if (next) {
              setMin(String(PRICE_MIN));
              setMax(String(PRICE_MAX));
            }
          }}
        />
        {t("price.free")}
      </label>
    </div>
  );
}

/** Issue 32: only providers whose licence staff verified (`verified=true`). */
export function VerifiedField({ verified }: { verified: boolean }) {
  return (
    <div className={css.fields}>
      <label className={css.check}>
        <input type="checkbox" className={css.box} name="verified" value="true" defaultChecked={verified} />
        {t("verified.only")}
      </label>
    </div>
  );
}

export interface DateFieldsProps {
  from: string;
  to: string;
  /** Why the dates were refused: shown under the first date, which is then marked invalid. */
  error?: string;
}

/** Native date inputs (the phone's own picker); the query carries the day as 25/12/2026. */
export function DateFields({ from, to, error }: DateFieldsProps) {
  return (
    <div className={css.pair}>
      <TextField
        label={t("availability.from")}
        type="date"
        name="availableFrom"
        defaultValue={from}
        error={error}
      />
      <TextField label={t("availability.to")} type="date" name="availableTo" defaultValue={to} />
    </div>
  );
}

/** The spec's searchable select (downshift): its code loads when the language panel first shows. */
const SearchableSelect = lazy(() =>
  import("@marketplace/ui/searchable-select").then((m) => ({ default: m.SearchableSelect })),
);

export interface LanguageFieldProps {
  label: string;
  options: readonly Option[];
  selected: string | null;
  showing: boolean;
}

/**
 * The language: a native select (posts without JavaScript, and stands in while the searchable one
 * loads), then the searchable select, which filters case-insensitively and says 'No matching options
 * found'. Either posts one `language`.
 */
export function LanguageField({ label, options, selected, showing }: LanguageFieldProps) {
  const hydrated = useHydrated();
  const wanted = useOnceShown(showing);
  const native = (
    <div className={css.fields}>
      <label className={css.legend} htmlFor="directory-language">
        {label}
      </label>
      <select id="directory-language" name="language" className={css.select} defaultValue={selected ?? ""}>
        <option value="">{t("language.none")}</option>
        {options.map((o) => (
          <option key={o.identifier} value={o.identifier}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
  if (!hydrated || !wanted) return native;
  return (
    <Suspense fallback={native}>
      <SearchableSelect
        label={label}
        name="language"
        options={options}
        defaultValue={selected}
        placeholder={t("language.placeholder")}
        toggleLabel={t("language.toggle")}
        noneLabel={t("language.none")}
      />
    </Suspense>
  );
}
