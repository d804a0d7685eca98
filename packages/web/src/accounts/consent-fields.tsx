import { POLICY_PATHS } from "@marketplace/domain/consent";
import { Link } from "@marketplace/ui/link";
import { Text } from "@marketplace/ui/text";
import { describedBy, FieldMessages } from "@marketplace/ui/text-field";
import { type ReactNode, useId } from "react";
import { tAuth as t } from "../i18n/index.ts";
import * as css from "./accounts.css.ts";

/**
 * One consent box: a native checkbox (it posts without JavaScript), its label, a help line with the
 * links to read (outside the label, so following one never ticks the box) and the field's error.
 */
function ConsentBox({
  name,
  label,
  help,
  error,
  defaultChecked,
}: {
  name: string;
  label: string;
  help: ReactNode;
  error?: string;
  defaultChecked?: boolean;
}) {
  const id = useId();
  return (
    <div className={css.consentRow}>
      <input
        type="checkbox"
        id={id}
        name={name}
        value="on"
        required
        className={css.consentBox}
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, "help", error)}
      />
      <div className={css.consentText}>
        <label htmlFor={id} className={css.consentLabel}>
          {label}
        </label>
        <Text size="sm" tone="muted" id={`${id}-help`}>
          {help}
        </Text>
        <FieldMessages id={id} error={error} />
      </div>
    </div>
  );
}

/**
 * Sign-up's two boxes (issue 28): agreement to the terms and the privacy policy, and explicit consent
 * to the processing of health information (GDPR article 9). The API records each with its version.
 */
export function ConsentFields({
  errors,
  values,
}: {
  errors: { acceptTerms?: string; healthDataConsent?: string };
  values?: { acceptTerms?: boolean; healthDataConsent?: boolean };
}) {
  return (
    <fieldset className={css.consentFieldset}>
      <legend className={css.consentLegend}>{t("signup.consentLegend")}</legend>
      <ConsentBox
        name="acceptTerms"
        label={t("signup.acceptTerms")}
        defaultChecked={values?.acceptTerms}
        error={errors.acceptTerms}
        help={
          <>
            <Link href={POLICY_PATHS.terms} target="_blank">
              {t("signup.readTerms")}
            </Link>
            {" · "}
            <Link href={POLICY_PATHS.privacy} target="_blank">
              {t("signup.readPrivacy")}
            </Link>
          </>
        }
      />
      <ConsentBox
        name="healthDataConsent"
        label={t("signup.healthData")}
        defaultChecked={values?.healthDataConsent}
        error={errors.healthDataConsent}
        help={
          <>
            {t("signup.healthDataHelp")}{" "}
            <Link href={POLICY_PATHS["health-data"]} target="_blank">
              {t("signup.readHealth")}
            </Link>
          </>
        }
      />
    </fieldset>
  );
}
