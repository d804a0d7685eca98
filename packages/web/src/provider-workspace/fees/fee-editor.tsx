import {
  canMarkFree,
  FEE_MESSAGES,
  feeEditorReducer,
  initialFeeEditor,
  type SavedTherapyFee,
} from "@marketplace/domain/fees";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { TextField } from "@marketplace/ui/text-field";
import { Form } from "@remix-run/react";
import { useEffect, useReducer } from "react";
import { tWorkspace as t } from "../../i18n/index.ts";
import * as css from "../workspace.css.ts";
import type { FormResult } from "../workspace-result.ts";
import { currencySymbol, feeField, freeField } from "./fee-form.ts";

export type FeeEditorMode = "settings" | "onboarding";

export interface FeeEditorProps {
  /**
   * 'settings' (account settings): 'Save' saves and closes the panel. 'onboarding': a back button to
   * step three (leaving fee mode) and 'Next Step', which saves and moves to step four.
   */
  mode: FeeEditorMode;
  fees: SavedTherapyFee[];
  currencyCode: string;
  locale: string;
  /** Where a successful save goes: the settings page without the panel, or step four. */
  next: string;
  /** Settings: closes the panel without saving. Onboarding: back to step three. */
  backHref: string;
  /** The route whose action saves (the page's own by default). */
  action?: string;
  result?: FormResult;
  busy?: boolean;
}

/**
 * Spec screen 17: a fee per therapy in the region's currency, 'Mark as free' where the therapy allows
 * it (ticking sets 0, unticking restores the saved fee), the domain's reducer keeping edited values
 * over refetched ones. A plain form post: the action saves and redirects to `next` (JavaScript or not).
 */
export function FeeEditor({
  mode,
  fees,
  currencyCode,
  locale,
  next,
  backHref,
  action,
  result,
  busy,
}: FeeEditorProps) {
  const [state, dispatch] = useReducer(feeEditorReducer, fees, initialFeeEditor);
  // Provider data refetched after a save (or elsewhere) reaches the form unless the user is editing.
  useEffect(() => dispatch({ type: "load", saved: fees }), [fees]);
  const symbol = currencySymbol(currencyCode, locale);
  return (
    <Form method="post" action={action} preventScrollReset className={css.form} aria-label={t("fees.title")}>
      <input type="hidden" name="intent" value="fees" />
      <input type="hidden" name="next" value={next} />
      {result && !result.ok && result.message ? (
        <Banner tone="danger" live>
          {result.message}
        </Banner>
      ) : null}
      {fees.length === 0 ? <p className={css.help}>{t("fees.none")}</p> : null}
      <ul className={css.feeRows}>
        {fees.map((fee) => {
          const id = fee.therapyIdentifier;
          const row = state.rows[id] ?? { text: "", isFree: false };
          return (
            <li key={id} className={css.feeRow}>
              <TextField
                label={t("fees.feeLabel", { therapy: fee.name, currency: symbol })}
                name={feeField(id)}
                inputMode="decimal"
                autoComplete="off"
                value={row.text}
                readOnly={row.isFree}
                help={t("fees.feeHelp")}
                error={result && !result.ok ? result.fieldErrors?.[feeField(id)] : undefined}
                onChange={(e) =>
                  dispatch({ type: "editFee", therapyIdentifier: id, text: e.currentTarget.value })
                }
              />
              {canMarkFree(fee) ? (
                <label className={css.check}>
                  <input
                    type="checkbox"
                    className={css.box}
                    name={freeField(id)}
                    checked={row.isFree}
                    onChange={(e) =>
                      dispatch({ type: "toggleFree", therapyIdentifier: id, isFree: e.currentTarget.checked })
                    }
                  />
                  {FEE_MESSAGES.markAsFree}
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className={css.actions}>
        {mode === "onboarding" ? (
          <>
            <Button href={backHref} tone="secondary">
              {t("fees.back")}
            </Button>
            <Button type="submit" loading={busy} disabled={fees.length === 0}>
              {t("fees.nextStep")}
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" loading={busy} disabled={fees.length === 0}>
              {t("fees.save")}
            </Button>
            <Button href={backHref} tone="ghost">
              {t("fees.cancel")}
            </Button>
          </>
        )}
      </div>
    </Form>
  );
}
