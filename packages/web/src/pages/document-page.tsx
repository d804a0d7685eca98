import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";
import type { DocumentSection } from "./document-words.server.ts";
import * as css from "./pages.css.ts";

/** A section with its anchor: a heading and paragraphs (or whatever the page puts in it). */
export function PageSection({
  id,
  title,
  body,
  children,
  className,
}: {
  id: string;
  title: string;
  body?: readonly string[];
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={className ? `${css.section} ${className}` : css.section}
    >
      <Heading level={2} size="md" id={`${id}-title`}>
        {title}
      </Heading>
      {body && body.length > 0 ? (
        <div className={css.prose}>
          {body.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** The page's sections listed as links to their anchors. */
export function TableOfContents({
  label,
  sections,
}: {
  label: string;
  sections: ReadonlyArray<{ id: string; title: string }>;
}) {
  return (
    <nav aria-labelledby="toc-title" className={css.toc}>
      <p className={css.tocTitle} id="toc-title">
        {label}
      </p>
      <ol className={css.tocList}>
        {sections.map((s) => (
          <li key={s.id}>
            <a className={css.tocLink} href={`#${s.id}`}>
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** An about or legal page: the introduction, then the contents beside (or above) numbered sections. */
export function DocumentPage({
  intro,
  tocLabel,
  sections,
}: {
  intro: string;
  tocLabel: string;
  sections: readonly DocumentSection[];
}) {
  return (
    <div className={css.page}>
      <Text size="lg" measure>
        {intro}
      </Text>
      <div className={css.withToc}>
        <TableOfContents label={tocLabel} sections={sections} />
        <div className={css.page}>
          {sections.map((s) => (
            <PageSection key={s.id} {...s} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** A marketing page's sections (about): cards two by two on wide screens, no contents list, no date. */
export function MarketingSections({ sections }: { sections: readonly DocumentSection[] }) {
  return (
    <div className={css.marketingSections}>
      {sections.map((s) => (
        <PageSection key={s.id} {...s} className={css.marketingCard} />
      ))}
    </div>
  );
}
