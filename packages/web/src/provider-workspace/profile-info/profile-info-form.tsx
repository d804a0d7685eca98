import type { SelectOption } from "@marketplace/domain/dates";
import { type AddressPart, addressPartsFor, PROFILE_LIMITS } from "@marketplace/domain/provider";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { TextField } from "@marketplace/ui/text-field";
import { Form } from "@remix-run/react";
import { region } from "../../env/index.ts";
import { tWorkspace as t } from "../../i18n/index.ts";
import { ChoiceList } from "../choice-list.tsx";
import * as css from "../workspace.css.ts";
import type { FormResult } from "../workspace-result.ts";

export interface ProfileInfoValues {
  title: string | null;
  hideProfileTitle: boolean;
  firstName: string;
  lastName: string;
  headline: string;
  bio: string;
  disciplines: SelectOption[];
  languages: SelectOption[];
  offerOfflineSession: boolean;
  officeAddress: {
    addressLines: string[];
    locality: string;
    administrativeArea: string;
    postalCode: string;
  } | null;
  countryCode: string;
}

export interface ProfileInfoFormProps {
  values: ProfileInfoValues;
  options: {
    disciplines: readonly SelectOption[];
    languages: readonly SelectOption[];
  };
  result?: FormResult;
  busy?: boolean;
  /** The submit button's words: 'Next Step' in onboarding, else the form's own. */
  submitLabel?: string;
}

const ids = (list: SelectOption[]) => list.map((o) => o.identifier);

/** 'United States', 'United Kingdom': the country's name in the site's language. */
const countryName = (code: string) =>
  new Intl.DisplayNames([region.locale], { type: "region" }).of(code) ?? code;

/** Spec section 3's profile info, posted to the page's action (works without JavaScript). */
export function ProfileInfoForm({ values, options, result, busy, submitLabel }: ProfileInfoFormProps) {
  const errors = result?.fieldErrors ?? {};
  const address = values.officeAddress;
  // Where they practise sets their currency and where they are listed (decision 045): asked where the
  // site serves more than one country, of a provider practising in one of them.
  const choosesCountry =
    region.practiceCountries.length > 1 &&
    (region.practiceCountries as readonly string[]).includes(values.countryCode);
  const field = (part: Exclude<AddressPart, "addressLines">) => (
    <TextField
      key={part}
      label={t(`profileInfo.${part}`)}
      name={part}
      defaultValue={address?.[part] ?? ""}
      autoComplete={
        part === "locality"
          ? "address-level2"
          : part === "administrativeArea"
            ? "address-level1"
            : "postal-code"
      }
    />
  );
  return (
    <Form
      method="post"
      preventScrollReset
      className={css.form}
      aria-labelledby="profile-info-title"
      noValidate
    >
      <input type="hidden" name="intent" value="profile-info" />
      <Stack gap="4">
        <Heading level={2} size="md" id="profile-info-title">
          {t("profileInfo.title")}
        </Heading>
        <Text tone="muted">{t("profileInfo.text")}</Text>
        {result?.message ? (
          <Banner tone={result.ok ? "success" : "danger"} live>
            {result.message}
          </Banner>
        ) : null}
        <div className={css.pair}>
          <TextField
            label={t("profileInfo.titleField")}
            name="title"
            defaultValue={values.title ?? ""}
            maxLength={PROFILE_LIMITS.title}
            help={t("profileInfo.titleHelp")}
            error={errors.title}
            autoComplete="honorific-prefix"
          />
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.box}
              name="hideProfileTitle"
              defaultChecked={values.hideProfileTitle}
            />
            {t("profileInfo.hideTitle")}
          </label>
        </div>
        <div className={css.pair}>
          <TextField
            label={t("profileInfo.firstName")}
            name="firstName"
            defaultValue={values.firstName}
            error={errors.firstName}
            autoComplete="given-name"
            required
          />
          <TextField
            label={t("profileInfo.lastName")}
            name="lastName"
            defaultValue={values.lastName}
            error={errors.lastName}
            autoComplete="family-name"
            required
          />
        </div>
        <TextField
          label={t("profileInfo.headline")}
          name="headline"
          defaultValue={values.headline}
          maxLength={PROFILE_LIMITS.headline}
          help={t("profileInfo.headlineHelp", { max: PROFILE_LIMITS.headline })}
          error={errors.headline}
        />
        <TextArea
          label={t("profileInfo.bio")}
          name="bio"
          defaultValue={values.bio}
          maxLength={PROFILE_LIMITS.bio}
          rows={6}
          help={t("profileInfo.bioHelp", { max: PROFILE_LIMITS.bio })}
          error={errors.bio}
        />
        <ChoiceList
          legend={t("profileInfo.disciplines")}
          name="disciplines"
          options={options.disciplines}
          defaultSelected={ids(values.disciplines)}
          error={errors.disciplines}
        />
        <ChoiceList
          legend={t("profileInfo.languages")}
          name="languages"
          options={options.languages}
          defaultSelected={ids(values.languages)}
          error={errors.languages}
        />
        {choosesCountry ? (
          <fieldset className={css.fieldset} aria-describedby="country-help">
            <legend className={css.legend}>{t("profileInfo.country")}</legend>
            <p id="country-help" className={css.help}>
              {t("profileInfo.countryHelp")}
            </p>
            {errors.countryCode ? <Banner tone="danger">{errors.countryCode}</Banner> : null}
            {region.practiceCountries.map((code) => (
              <label key={code} className={css.check}>
                <input
                  type="radio"
                  className={css.box}
                  name="countryCode"
                  value={code}
                  defaultChecked={values.countryCode === code}
                />
                {countryName(code)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className={css.fieldset} aria-describedby="office-help">
          <legend className={css.legend}>{t("profileInfo.office")}</legend>
          <p id="office-help" className={css.help}>
            {t("profileInfo.officeHelp")}
          </p>
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.box}
              name="offerOfflineSession"
              defaultChecked={values.offerOfflineSession}
            />
            {t("profileInfo.offerOffline")}
          </label>
          {errors.officeAddress ? <Banner tone="danger">{errors.officeAddress}</Banner> : null}
          {addressPartsFor(values.countryCode).map((part) =>
            part === "addressLines" ? (
              <div key={part} className={css.form}>
                <TextField
                  label={t("profileInfo.addressLine1")}
                  name="addressLine1"
                  defaultValue={address?.addressLines[0] ?? ""}
                  autoComplete="address-line1"
                />
                <TextField
                  label={t("profileInfo.addressLine2")}
                  name="addressLine2"
                  defaultValue={address?.addressLines[1] ?? ""}
                  autoComplete="address-line2"
                />
              </div>
            ) : (
              field(part)
            ),
          )}
        </fieldset>
        <div>
          <Button type="submit" tone="primary" loading={busy}>
            {submitLabel ?? t("profileInfo.save")}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
