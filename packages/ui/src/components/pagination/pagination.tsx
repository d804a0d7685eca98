import { ChevronLeft, ChevronRight } from "lucide-react";
import { VisuallyHidden } from "../layout/layout.tsx";
import { useLinkComponent } from "../ui-provider/ui-provider.tsx";
import { gap, item, list, nav } from "./pagination.css.ts";

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (pagination follows the URL). */
  hrefFor: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string };
}

/** Page numbers around the current one, with the first and last always shown. */
export function pageWindow(page: number, totalPages: number): Array<number | "gap"> {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

/** Nothing for one page or none; previous and next are disabled at the bounds. */
export function Pagination({ page, totalPages, hrefFor, labels }: PaginationProps) {
  const AppLink = useLinkComponent();
  if (totalPages <= 1) return null;
  const edge = (target: number, disabled: boolean, label: string, icon: "prev" | "next") =>
    disabled ? (
      <span className={item} aria-disabled="true">
        {icon === "prev" ? (
          <ChevronLeft size={20} aria-hidden="true" />
        ) : (
          <ChevronRight size={20} aria-hidden="true" />
        )}
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    ) : (
      <AppLink className={item} href={hrefFor(target)} aria-label={label} rel={icon}>
        {icon === "prev" ? (
          <ChevronLeft size={20} aria-hidden="true" />
        ) : (
          <ChevronRight size={20} aria-hidden="true" />
        )}
      </AppLink>
    );
  return (
    <nav className={nav} aria-label={labels.nav}>
      <ul className={list}>
        <li>{edge(page - 1, page <= 1, labels.previous, "prev")}</li>
        {pageWindow(page, totalPages).map((p, i, all) =>
          p === "gap" ? (
            <li key={`gap-before-${all[i + 1]}`} className={gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <AppLink
                className={item}
                href={hrefFor(p)}
                aria-label={labels.page(p)}
                aria-current={p === page ? "page" : undefined}
              >
                {p}
              </AppLink>
            </li>
          ),
        )}
        <li>{edge(page + 1, page >= totalPages, labels.next, "next")}</li>
      </ul>
    </nav>
  );
}
