import { useHydrated } from "@marketplace/ui/hydrated";
import { lazy, Suspense } from "react";
import { tDirectory as t } from "../i18n/index.ts";
import * as css from "./directory.css.ts";
import type { Option } from "./directory-query.ts";
import { CheckboxGroup } from "./filter-fields.tsx";
import { useOnceShown } from "./use-once-shown.ts";

/** The Countries / States tabs (Radix Tabs, the states lookup): loaded when the location panel shows. */
const LocationTabs = lazy(() => import("./location-tabs.tsx"));

export interface LocationFieldsProps {
  countries: readonly Option[];
  selectedCountries: readonly string[];
  /** The states of the one selected country, from the loader (none otherwise). */
  states: readonly Option[];
  selectedStates: readonly string[];
  /** Draw the scripted tabs (the panel is showing). */
  showTabs: boolean;
}

/**
 * Countries, then the states of a country. Without JavaScript: two lists, the states one offered
 * once exactly one country is applied. With it: Countries and States tabs, States usable only
 * while exactly one country is ticked.
 */
export function LocationFields(props: LocationFieldsProps) {
  const hydrated = useHydrated();
  const wanted = useOnceShown(props.showTabs);
  const plain = <PlainLocation {...props} />;
  if (!hydrated || !wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <LocationTabs {...props} />
    </Suspense>
  );
}

function PlainLocation({ countries, selectedCountries, states, selectedStates }: LocationFieldsProps) {
  return (
    <div className={css.fields}>
      <CheckboxGroup
        legend={t("location.countries")}
        name="country"
        options={countries}
        selected={selectedCountries}
      />
      {selectedCountries.length === 1 ? (
        <CheckboxGroup
          legend={t("location.states")}
          name="state"
          options={states}
          selected={selectedStates}
        />
      ) : (
        <p className={css.note}>{t("location.statesNeedOneCountry")}</p>
      )}
    </div>
  );
}
