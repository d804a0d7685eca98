import { NEWSLETTER_TYPE } from "@marketplace/domain/blog";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Container } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { tBlog as t } from "../i18n/index.ts";
import * as css from "./blog.css.ts";
import type { NewsletterResult } from "./newsletter.server.ts";

/**
 * The blog's footer block (screen 7). The form posts to /newsletter: with JavaScript through a fetcher
 * (the answer shows here), without it as a plain form post (the /newsletter page shows the answer).
 */
export function NewsletterBlock({ initial }: { initial?: NewsletterResult | undefined }) {
  const fetcher = useFetcher<NewsletterResult>({ key: "newsletter" });
  const result = fetcher.data ?? initial;
  const busy = fetcher.state !== "idle";
  const titleId = useId();
  const done = result?.ok === true;
  return (
    <section className={css.newsletter} aria-labelledby={titleId}>
      <Container>
        <div className={css.newsletterInner}>
          <div>
            <Heading level={2} size="md" id={titleId}>
              {t("newsletter.title")}
            </Heading>
            <Text tone="muted">{t("newsletter.text")}</Text>
          </div>
          <div>
            {done ? (
              <Banner tone="success" live>
                {result.message}
              </Banner>
            ) : (
              <fetcher.Form method="post" action="/newsletter" noValidate className={css.newsletterForm}>
                <div className={css.newsletterField}>
                  <TextField
                    label={t("newsletter.label")}
                    hideLabel
                    name="email"
                    type="email"
                    autoComplete="email"
                    placeholder={t("newsletter.placeholder")}
                    required
                    defaultValue={result?.email}
                    error={result?.fieldError}
                  />
                </div>
                <input type="hidden" name="type" value={NEWSLETTER_TYPE} />
                <Button type="submit" loading={busy}>
                  {t("newsletter.submit")}
                </Button>
              </fetcher.Form>
            )}
            {result && !result.ok && result.message ? (
              <Banner tone="danger" live>
                {result.message}
              </Banner>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
