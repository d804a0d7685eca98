import { Button } from "@marketplace/ui/button";
import { Inline, Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { useFetcher, useLocation } from "@remix-run/react";
import { tCommon as t } from "../i18n/common.ts";
import * as css from "./shell.css.ts";

export interface CookieConsentProps {
  open: boolean;
  onDone: () => void;
}

/**
 * The consent banner: it sets the cookie-consent cookie through /cookie-consent (a plain form post
 * that also works before JavaScript loads), then the footer offers Cookie Preferences.
 */
export function CookieConsent({ open, onDone }: CookieConsentProps) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  if (!open) return null;
  return (
    <section className={css.consent} aria-labelledby="cookie-consent-title" data-testid="cookie-consent">
      <fetcher.Form method="post" action="/cookie-consent" onSubmit={() => onDone()}>
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
        <Stack gap="3">
          <Heading level={2} size="sm" id="cookie-consent-title">
            {t("cookies.title")}
          </Heading>
          <Text size="sm">{t("cookies.text")}</Text>
          <Inline gap="3">
            <Button type="submit" name="choice" value="all">
              {t("cookies.accept")}
            </Button>
            <Button type="submit" name="choice" value="essential" tone="secondary">
              {t("cookies.reject")}
            </Button>
          </Inline>
        </Stack>
      </fetcher.Form>
    </section>
  );
}
