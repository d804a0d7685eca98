import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import {
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferenceKey,
  type EmailPreferences,
} from "@marketplace/domain/notifications";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack, visuallyHidden } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { useActionData, useFetcher } from "@remix-run/react";
import { tNotifications as t } from "../i18n/index.ts";
import * as css from "./dashboard.css.ts";

export const EMAIL_PREFERENCES_INTENT = "email-preferences";

export type EmailPreferencesResult = {
  intent: typeof EMAIL_PREFERENCES_INTENT;
  ok: boolean;
  message: string;
};

/** The checked keys of a posted form as the API's whole preferences object (an unchecked box is off). */
export function emailPreferencesFrom(form: FormData): EmailPreferences {
  const on = new Set(form.getAll("email").map(String));
  return Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, on.has(key)])) as Record<
    EmailPreferenceKey,
    boolean
  >;
}

/**
 * /profile's "Email notifications": one native checkbox per kind of email, so the form posts as a page
 * without the script; with it, the answer shows in place.
 */
export function EmailPreferencesForm({ values }: { values: EmailPreferences | null }) {
  const fetcher = useFetcher<EmailPreferencesResult>();
  const posted = useActionData<EmailPreferencesResult | { intent: string }>();
  const result =
    fetcher.data ?? (posted?.intent === EMAIL_PREFERENCES_INTENT ? (posted as EmailPreferencesResult) : null);
  return (
    <Card as="section" aria-labelledby="email-notifications">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={EMAIL_PREFERENCES_INTENT} />
        <Stack gap="4">
          <Heading level={2} size="md" id="email-notifications">
            {t("email.title")}
          </Heading>
          <Text tone="muted">{t("email.text")}</Text>
          {result ? (
            <Banner tone={result.ok ? "success" : "danger"} live>
              {result.message}
            </Banner>
          ) : null}
          {values ? (
            <>
              <fieldset className={css.choices}>
                <legend className={visuallyHidden}>{t("email.title")}</legend>
                {EMAIL_PREFERENCE_KEYS.map((key) => (
                  <label key={key} className={css.choice}>
                    <input
                      type="checkbox"
                      name="email"
                      value={key}
                      defaultChecked={values[key]}
                      className={css.box}
                    />
                    <span>{t(`email.keys.${key}`)}</span>
                  </label>
                ))}
              </fieldset>
              <div>
                <Button type="submit" loading={fetcher.state !== "idle"}>
                  {t("email.save")}
                </Button>
              </div>
            </>
          ) : (
            <Banner tone="danger">{GENERIC_MESSAGES.generic}</Banner>
          )}
        </Stack>
      </fetcher.Form>
    </Card>
  );
}
