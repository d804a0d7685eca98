import { Container } from "@marketplace/ui/layout";
import { NavTabs } from "@marketplace/ui/tabs";
import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";
import { tBlog as t } from "../i18n/index.ts";
import * as css from "./blog.css.ts";
import { BlogSearch } from "./blog-search.tsx";
import type { CategoryTab } from "./blog-types.ts";

/** The blog's header (screen 6): 'News, Insights and Updates', the search box, the subtitle, the tabs. */
export function BlogHero({
  heading,
  intro,
  tabs,
  current,
  term,
  searchError,
}: {
  heading?: ReactNode;
  intro?: ReactNode;
  tabs: CategoryTab[];
  current: string | null;
  term?: string;
  searchError?: string | undefined;
}) {
  return (
    <>
      <section className={css.hero}>
        <Container>
          <div className={css.heroInner}>
            <div className={css.heroText}>
              <Heading level={1} size="xl">
                {heading ?? t("title")}
              </Heading>
              <Text size="lg" tone="muted">
                {intro ?? t("subtitle")}
              </Text>
            </div>
            {/* A new term (another search page) starts the box afresh. */}
            <BlogSearch key={term ?? ""} initialTerm={term} initialError={searchError} />
          </div>
        </Container>
      </section>
      {tabs.length > 1 ? (
        <Container className={css.tabs}>
          <NavTabs label={t("categories")} items={tabs} current={current ?? ""} />
        </Container>
      ) : null}
    </>
  );
}
