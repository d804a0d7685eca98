import { CANCELLATION_NOTICE_HOURS } from "@marketplace/domain/booking";
import { formatShortDate } from "@marketplace/domain/dates";
import { Container, Stack } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { region } from "../../env/index.ts";
import { tWorkspace as t, tCommon } from "../../i18n/index.ts";
import { pageMeta, rootData } from "../../seo/index.ts";
import { PageLayout } from "../../shell/index.ts";
import * as css from "../workspace.css.ts";
import { CANCELLATION_POLICY_PATH } from "./policy-path.ts";

interface PolicySection {
  id: string;
  heading: string;
  body: string[];
}

/** The notice window in the text is the booking engine's own constant (docs/decisions/021-booking.md). */
export function withPolicyNumbers(paragraph: string): string {
  return paragraph.replaceAll("{hours}", String(CANCELLATION_NOTICE_HOURS));
}

/** The sections from translations; a malformed table shows nothing rather than breaking the page. */
export function policySections(value: unknown): PolicySection[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (s): s is PolicySection =>
      typeof s === "object" &&
      s !== null &&
      typeof s.id === "string" &&
      typeof s.heading === "string" &&
      Array.isArray(s.body),
  );
}

/**
 * The policy's words, from the server: the page then carries only them, not the provider workspace's
 * whole word table (both locales), in its first-load JavaScript (decision 033).
 */
export function loader() {
  return {
    title: t("cancellation.title"),
    description: t("cancellation.description"),
    updated: t("cancellation.updated"),
    contactLink: t("cancellation.contactLink"),
    sections: policySections(t.raw("cancellation.sections")).map((section) => ({
      ...section,
      body: section.body.map(withPolicyNumbers),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta({
        title: `${data.title} — Tranquil`,
        description: data.description,
        path: CANCELLATION_POLICY_PATH,
        hosts: rootData(matches)?.hosts,
        locale: region.locale,
      })
    : [];

/** Spec screen 15: Cancellation, Rescheduling, Refund, Contact, Conclusion, from translations. */
export default function CancellationPolicyPage() {
  const { title, description, updated, contactLink, sections } = useLoaderData<typeof loader>();
  return (
    <PageLayout>
      <Container>
        <article className={css.policy} aria-labelledby="policy-title">
          <Stack gap="2">
            <Heading level={1} size="xl" id="policy-title">
              {title}
            </Heading>
            <Text tone="muted" size="sm">
              {tCommon("updated", { date: formatShortDate(updated) })}
            </Text>
            <Text size="lg" measure>
              {description}
            </Text>
          </Stack>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`policy-${section.id}`} className={css.policySection}>
              <Heading level={2} size="md" id={`policy-${section.id}`}>
                {section.heading}
              </Heading>
              {section.body.map((paragraph) => (
                <Text key={paragraph} measure>
                  {paragraph}
                </Text>
              ))}
              {section.id === "contact" ? <Link href="/contact-us">{contactLink}</Link> : null}
            </section>
          ))}
        </article>
      </Container>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../../errors/index.ts";
