import { Button } from "@marketplace/ui/button";
import { Inline, Stack } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { useFetcher, useLocation } from "@remix-run/react";
import { type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import * as css from "./shell.css.ts";

export interface CookieConsentProps {
  open: boolean;
  onDone: () => void;
}

/**
 * While a modal dialog, drawer or menu is open, Radix hides everything outside it from assistive
 * technology by setting aria-hidden on the other children of <body> — the banner among them. The
 * banner follows that signal and turns inert, so its buttons can be neither focused nor clicked
 * under the overlay (and axe's aria-hidden-focus stays quiet). Its z-index already puts it below.
 */
function useInertUnderModals(ref: RefObject<HTMLElement>, open: boolean) {
  useEffect(() => {
    const banner = ref.current;
    if (!open || !banner) return;
    const sync = () => {
      banner.inert = banner.getAttribute("aria-hidden") === "true";
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(banner, { attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, [ref, open]);
}

/**
 * The banner sticks to the bottom of the viewport; the document's scroll padding grows by its height
 * so an element reached with Tab or scrolled into view stops above it rather than under it.
 */
function useScrollPaddingFor(ref: RefObject<HTMLElement>, open: boolean) {
  useEffect(() => {
    const banner = ref.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight + 16}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
    };
  }, [ref, open]);
}

/**
 * The consent banner: it sets the cookie-consent cookie through /cookie-consent (a plain form post
 * that also works before JavaScript loads), then the footer offers Cookie Preferences.
 */
export function CookieConsent({ open, onDone }: CookieConsentProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useInertUnderModals(ref, open);
  useScrollPaddingFor(ref, open);
  if (!open) return null;
  return (
    <section
      ref={ref}
      className={css.consent}
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-consent"
    >
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
