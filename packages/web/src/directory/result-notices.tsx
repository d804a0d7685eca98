import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { EmptyState } from "@marketplace/ui/empty-state";
import { tDirectory as t, tCommon } from "../i18n/index.ts";
import type { DirectoryData } from "./directory.server.ts";
import { pageHref } from "./directory-path.ts";

export interface ResultNoticesProps {
  /** The API refused the filters or could not be reached. */
  notice: DirectoryData["notice"];
  /** The last page, when the address asks for a page past it; null otherwise. */
  lastPage: number | null;
  filtersQuery: string;
  /** The empty state's words when nothing matched (and the page is not past the end); null otherwise. */
  empty: DirectoryData["empty"] | null;
  /** Filters are set and the API answered: nothing matched them. */
  noMatch: boolean;
}

/**
 * What the results say when there are none to show or something went wrong: a page that needs none of
 * it never loads its code (providers-route.tsx renders it through hydrateLater only when needed).
 */
export function ResultNotices({ notice, lastPage, filtersQuery, empty, noMatch }: ResultNoticesProps) {
  return (
    <>
      {notice ? (
        <Banner tone="warning" live>
          {notice.kind === "rejected"
            ? t("notices.rejected", { message: notice.message })
            : t("notices.unavailable")}
        </Banner>
      ) : null}
      {lastPage !== null ? (
        <Banner
          tone="info"
          action={
            <Button href={pageHref(filtersQuery, lastPage)} tone="secondary">
              {tCommon("pagination.page", { page: lastPage })}
            </Button>
          }
        >
          {t("notices.pastLastPage")}
        </Banner>
      ) : empty ? (
        <EmptyState
          title={empty.title}
          description={noMatch ? t("notices.noMatch") : undefined}
          action={
            noMatch ? (
              <>
                <Button href="/providers">{empty.seeAll}</Button>
                <Button href="/therapy" tone="secondary">
                  {empty.action}
                </Button>
              </>
            ) : (
              <Button href="/therapy">{empty.action}</Button>
            )
          }
        />
      ) : null}
    </>
  );
}
