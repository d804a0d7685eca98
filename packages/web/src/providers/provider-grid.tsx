import type { ProviderSearchResult } from "@marketplace/api-client";
import { CardGrid } from "@marketplace/ui/layout";
import { region } from "../env/index.ts";
import { ProviderCard } from "./provider-card.tsx";
import * as css from "./provider-grid.css.ts";

export interface ProviderGridProps {
  providers: readonly ProviderSearchResult[];
  /** How many cards, from the first, load their photo eagerly (the ones above the fold). */
  eager?: number;
  /** Cells render only when they near the viewport (long pages such as home). */
  renderWhenNear?: boolean;
  "data-testid"?: string;
}

/** The provider cards of home, the directory, the landing pages and the initial-consultation page. */
export function ProviderGrid({ providers, eager = 3, renderWhenNear, ...props }: ProviderGridProps) {
  const cell = renderWhenNear ? `${css.item} ${css.renderWhenNear}` : css.item;
  return (
    <CardGrid {...props}>
      {providers.map((p, i) => (
        <li key={p.objectID} className={cell}>
          <ProviderCard provider={p} locale={region.locale} eager={i < eager} />
        </li>
      ))}
    </CardGrid>
  );
}
