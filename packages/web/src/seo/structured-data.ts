import htmlescape from "htmlescape";
import type { BreadcrumbList, FAQPage, Thing, WithContext } from "schema-dts";

/**
 * schema.org structured data for the landing pages, as Google reads it: a BreadcrumbList whose items
 * carry 1-based positions and absolute URLs, and a FAQPage whose questions each have one accepted
 * answer (the same text the page shows: marked-up content must be visible).
 */

export interface Crumb {
  name: string;
  /** A path on this site ("/therapists/nigeria"). */
  path: string;
}

export interface Question {
  question: string;
  answer: string;
}

const absolute = (origin: string, path: string) => new URL(path, `${origin.replace(/\/+$/, "")}/`).href;

export function breadcrumbList(crumbs: readonly Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

export function faqPage(questions: readonly Question[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}

/**
 * The text of an ld+json script. htmlescape writes `<`, `>` and `&` as JSON \u escapes, so no text
 * in the data can close the script element, and parsers still read the original characters (the HTML
 * entities some JSON-LD helpers write would stay in the text: "You&apos;re").
 */
export function jsonLdText(data: WithContext<Thing>): string {
  return htmlescape(data);
}
