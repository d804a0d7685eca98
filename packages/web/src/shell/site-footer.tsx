import { COMPANIES, type Region } from "@marketplace/region";
import { buttonStyle } from "@marketplace/ui/button";
import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Text } from "@marketplace/ui/text";
import { ShieldCheck } from "lucide-react";
import { useContext, useEffect } from "react";
import { RecordedTimeZone, recordBrowserTimeZone } from "../dates/index.ts";
import { tCommon as t } from "../i18n/index.ts";
import { COOKIE_CONSENT_ID, COOKIE_PREFERENCES_PARAM } from "./cookie-preferences.ts";
import * as css from "./shell.css.ts";

export interface SiteFooterProps {
  region: Region;
  /** Cookie Preferences shows only once the cookie-consent cookie exists. */
  hasConsent: boolean;
  onCookiePreferences: () => void;
}

const SOCIAL = [
  { name: "LinkedIn", href: "https://www.linkedin.com/company/tranquil-health" },
  { name: "Instagram", href: "https://www.instagram.com/tranquilhealth" },
  { name: "X", href: "https://x.com/tranquilhealth" },
  { name: "Facebook", href: "https://www.facebook.com/tranquilhealth" },
];

export function SiteFooter({ region, hasConsent, onCookiePreferences }: SiteFooterProps) {
  const year = new Date().getFullYear();
  // Every public page's footer, whose code loads after the page's: it records the browser's zone for
  // the next request's server render, outside the first-load JavaScript (decision 045).
  const recorded = useContext(RecordedTimeZone);
  useEffect(() => recordBrowserTimeZone(recorded), [recorded]);
  return (
    <footer className={css.footer}>
      <Container>
        <div className={css.footerGrid}>
          <div>
            <p className={css.brand}>{t("brand")}</p>
            <Text tone="muted" size="sm">
              {t("footer.tagline")}
            </Text>
            <ul className={css.navList} aria-label={t("footer.follow")}>
              {SOCIAL.map(({ name, href }) => (
                <li key={name}>
                  <a className={css.social} href={href} rel="noopener noreferrer" target="_blank">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t("footer.explore")}>
            <h2 className={css.footerHeading}>{t("footer.explore")}</h2>
            <ul className={css.footerList}>
              <li>
                <Link variant="subtle" href="/providers">
                  {t("errors.findTherapist")}
                </Link>
              </li>
              <li>
                <Link variant="subtle" href="/therapy">
                  {t("nav.services")}
                </Link>
              </li>
              <li>
                <Link variant="subtle" href="/about-us">
                  {t("nav.about")}
                </Link>
              </li>
              <li>
                <Link variant="subtle" href="/blog">
                  {t("nav.blog")}
                </Link>
              </li>
              <li>
                <Link variant="subtle" href="/join-as-a-provider">
                  {t("nav.forTherapists")}
                </Link>
              </li>
              <li>
                <Link variant="subtle" href="/contact-us">
                  {t("footer.contact")}
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t("footer.legal")}>
            <h2 className={css.footerHeading}>{t("footer.legal")}</h2>
            <ul className={css.footerList}>
              <li>
                <Link variant="subtle" href="/terms-of-service">
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link variant="subtle" href="/privacy-policy">
                  {t("footer.privacy")}
                </Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-offices">
            <h2 id="footer-offices" className={css.footerHeading}>
              {t("footer.offices")}
            </h2>
            <ul className={css.footerList} data-testid="offices">
              {region.offices
                .map((id) => COMPANIES[id])
                .map((company) => (
                  <li key={company.id}>
                    <address className={css.address}>
                      <strong>{company.name}</strong>
                      <br />
                      {company.address.join(", ")}
                    </address>
                  </li>
                ))}
            </ul>
          </section>
        </div>
        <div className={css.footerBottom}>
          <ul className={css.navList} aria-label="Compliance">
            <li>
              <span className={css.complianceBadge}>
                <ShieldCheck size={16} aria-hidden="true" />
                {t("footer.hipaa")}
              </span>
            </li>
            <li>
              <span className={css.complianceBadge}>
                <ShieldCheck size={16} aria-hidden="true" />
                {t("footer.gdpr")}
              </span>
            </li>
          </ul>
          {hasConsent ? (
            // A link, so it works before this footer's code has hydrated and without JavaScript: the
            // page comes back with the banner open (root-data.server.ts). Hydrated, it opens in place.
            <a
              href={`?${COOKIE_PREFERENCES_PARAM}#${COOKIE_CONSENT_ID}`}
              className={buttonStyle({ tone: "ghost", size: "sm" })}
              onClick={(event) => {
                event.preventDefault();
                onCookiePreferences();
              }}
            >
              {t("footer.cookiePreferences")}
            </a>
          ) : null}
          <Text size="sm" tone="muted" data-testid="copyright">
            {t("footer.copyright", { year, company: COMPANIES[region.company].name })}
          </Text>
        </div>
        <Text size="xs" tone="muted">
          {t("footer.crisis")}
        </Text>
      </Container>
    </footer>
  );
}
