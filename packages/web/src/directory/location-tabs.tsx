import { Tabs } from "@marketplace/ui/tabs";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { tDirectory as t } from "../i18n/index.ts";
import * as css from "./directory.css.ts";
import type { Option } from "./directory-query.ts";
import type { LocationFieldsProps } from "./location-fields.tsx";

type StatesAnswer = { states: Option[] } | { message: string };

/** A ticked-box list whose choices the parent keeps (the tabs unmount the hidden panel). */
function Choices({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly Option[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className={css.options}>
      <legend className={css.legend}>{legend}</legend>
      {options.map((o) => (
        <label key={o.identifier} className={css.check}>
          <input
            type="checkbox"
            className={css.box}
            checked={chosen.includes(o.identifier)}
            onChange={(e) =>
              onChange(
                e.currentTarget.checked
                  ? [...chosen, o.identifier]
                  : chosen.filter((id) => id !== o.identifier),
              )
            }
          />
          {o.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Countries and States tabs. The States tab opens only while exactly one country is ticked; its list
 * is looked up for that country (GET /providers/states, which asks the API); ticking a second country
 * clears the chosen states. The choices post through hidden fields, since a tab's panel leaves the
 * page while another tab shows.
 */
export default function LocationTabs({
  countries,
  selectedCountries,
  states,
  selectedStates,
}: LocationFieldsProps) {
  const [chosenCountries, setCountries] = useState<string[]>([...selectedCountries]);
  const [chosenStates, setStates] = useState<string[]>([...selectedStates]);
  const [tab, setTab] = useState("countries");
  const fetcher = useFetcher<StatesAnswer>();
  const one = chosenCountries.length === 1 ? chosenCountries[0] : undefined;
  const applied = selectedCountries.length === 1 ? selectedCountries[0] : undefined;
  const { load } = fetcher;

  useEffect(() => {
    if (one && one !== applied) load(`/providers/states?country=${encodeURIComponent(one)}`);
  }, [one, applied, load]);

  const fetched = fetcher.data && "states" in fetcher.data ? fetcher.data.states : undefined;
  const stateOptions = one === applied ? states : (fetched ?? []);
  const loading = one !== undefined && one !== applied && fetcher.state !== "idle";
  const failed = one !== undefined && one !== applied && fetcher.data !== undefined && !fetched;

  const chooseCountries = (next: string[]) => {
    setCountries(next);
    // More than one country (or a different one) clears the states query.
    if (next.length !== 1 || next[0] !== one) setStates([]);
    if (next.length !== 1) setTab("countries");
  };

  return (
    <div className={css.fields}>
      <input type="hidden" name="country" value={chosenCountries.join(",")} />
      <input type="hidden" name="state" value={chosenStates.join(",")} />
      <Tabs
        label={t("groups.location")}
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: "countries",
            label: t("location.countries"),
            content: (
              <Choices
                legend={t("location.countries")}
                options={countries}
                chosen={chosenCountries}
                onChange={chooseCountries}
              />
            ),
          },
          {
            value: "states",
            label: t("location.states"),
            disabled: one === undefined,
            content: loading ? (
              <output className={css.note}>{t("location.statesLoading")}</output>
            ) : failed ? (
              <output className={css.note}>{t("location.statesFailed")}</output>
            ) : (
              <Choices
                legend={t("location.states")}
                options={stateOptions}
                chosen={chosenStates}
                onChange={setStates}
              />
            ),
          },
        ]}
      />
      {one === undefined ? <p className={css.note}>{t("location.statesNeedOneCountry")}</p> : null}
    </div>
  );
}
