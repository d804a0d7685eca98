import { Button } from "@marketplace/ui/button";
import { Container, Inline, Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { type ComponentType, type RefObject, useEffect, useRef } from "react";
import { tCommon as t } from "../i18n/index.ts";
import { COOKIE_CONSENT_ID, withoutCookiePreferences } from "./cookie-preferences.ts";
import { type HydratesInPlace, IN_PLACE } from "./in-place.ts";
import * as css from "./shell.css.ts";

export type CookieChoice = "all" | "essential";

export interface CookieConsentProps {
  open: boolean;
  /** Opened from the footer's Cookie Preferences: focus moves to the banner (and scrolls to it). */
  requested?: boolean;
  /** The reader answered: the banner closes and the shell knows the cookie now exists. */
  onDone: (choice: CookieChoice) => void;
  /** The page's address: the plain form (before this code runs) comes back to it. */
  location: { pathname: string; search: string };
}

/**
 * Sends the answer to POST /cookie-consent, which sets the cookie. A plain request, not a Remix
 * fetcher: a fetcher's action makes the router look the route up first (lazy route discovery), then
 * reload every loader of the page, and that round trip raced whatever the reader did next — it once
 * took them back to the page they had left, then threw mid sign-in, and a sign-in right after the
 * answer stayed on /login (decisions 061, 066). The answer changes nothing a loader shows that the
 * shell does not already know. `keepalive` lets it finish when the reader leaves the page at once.
 */
export function sendCookieChoice(choice: CookieChoice): Promise<void> {
  return fetch("/cookie-consent", {
    method: "POST",
    body: new URLSearchParams({ choice }),
    credentials: "same-origin",
    keepalive: true,
  }).then(
    () => undefined,
    // Offline or refused: no cookie, so the banner asks again on the next page.
    () => undefined,
  );
}

/**
 * While a modal dialog, drawer or menu is open, Radix hides everything outside it from assistive
 * technology by setting aria-hidden on the other children of <body> — the banner's among them. The
 * banner follows that signal and turns inert, so its buttons can be neither focused nor clicked
 * under the overlay (and axe's aria-hidden-focus stays quiet). Its z-index already puts it below.
 */
function useInertUnderModals(ref: RefObject<HTMLElement>, open: boolean) {
  useEffect(() => {
    const banner = ref.current;
    if (!open || !banner) return;
    // Radix marks the child of <body> that holds the banner: hydrateLater's wrapper, or the banner.
    const sync = () => {
      banner.inert = banner.closest("[aria-hidden='true']") !== null;
    };
    sync();
    const observer = new MutationObserver(sync);
    for (let node: HTMLElement | null = banner; node && node !== document.body; node = node.parentElement) {
      observer.observe(node, { attributes: true, attributeFilter: ["aria-hidden"] });
    }
    return () => observer.disconnect();
  }, [ref, open]);
}

/**
 * The consent banner: it sets the cookie-consent cookie through /cookie-consent (a plain form post
 * before JavaScript loads, a background request after), then the footer offers Cookie Preferences.
 *
 * It is a band at the top of the page, in the flow, before the skip link and the header (the
 * GOV.UK cookie banner's placement). As a fixed overlay it hid the crop dialog's buttons, 'Save
 * preferences' at the foot of /profile and the sign-up page's 'Log in'; in the flow it takes its own
 * space and covers nothing, and it is still the first thing read and seen. Reopened from the footer,
 * it takes focus, which also brings it into view.
 *
 * It hydrates later, in place (in-place.ts): its server HTML is never replaced, so its text, the
 * largest of some first screens on a phone, is painted once. It uses no context of the page's tree:
 * the page's address comes in its props.
 */
export const CookieConsent: ComponentType<CookieConsentProps> & HydratesInPlace = Object.assign(Banner, {
  [IN_PLACE]: true as const,
});

function Banner({ open, requested = false, onDone, location }: CookieConsentProps) {
  const { pathname, search } = location;
  const ref = useRef<HTMLElement>(null);
  useInertUnderModals(ref, open);
  useEffect(() => {
    if (open && requested) ref.current?.focus();
  }, [open, requested]);
  if (!open) return null;
  return (
    <section
      ref={ref}
      className={css.consent}
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-consent"
      id={COOKIE_CONSENT_ID}
      tabIndex={-1}
    >
      <Container>
        <form
          method="post"
          action="/cookie-consent"
          onSubmit={(event) => {
            // Hydrated: the choice alone, in the background, so the answer moves no one. The form's
            // redirectTo is for the plain post (before this code loads), which comes back to the page.
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            const choice =
              submitter instanceof HTMLButtonElement && submitter.value === "all" ? "all" : "essential";
            void sendCookieChoice(choice);
            onDone(choice);
          }}
          className={css.consentInner}
        >
          <input type="hidden" name="redirectTo" value={withoutCookiePreferences(pathname, search)} />
          <Stack gap="1">
            <Heading level={2} size="sm" id="cookie-consent-title">
              {t("cookies.title")}
            </Heading>
            <Text size="sm">{t("cookies.text")}</Text>
          </Stack>
          <Inline gap="3">
            <Button type="submit" name="choice" value="all" size="sm">
              {t("cookies.accept")}
            </Button>
            <Button type="submit" name="choice" value="essential" tone="secondary" size="sm">
              {t("cookies.reject")}
            </Button>
          </Inline>
        </form>
      </Container>
    </section>
  );
}
