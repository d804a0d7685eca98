import { BLOG_MESSAGES, searchPath } from "@marketplace/domain/blog";
import { SEARCH_DEBOUNCE_MS } from "@marketplace/domain/filters";
import { Button } from "@marketplace/ui/button";
import { Text } from "@marketplace/ui/text";
import { TextField } from "@marketplace/ui/text-field";
import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { tBlog as t } from "../i18n/index.ts";
import { AppLink } from "../shell/index.ts";
import * as css from "./blog.css.ts";
import type { SearchData } from "./search-types.ts";

/**
 * The blog's search box (screen 5). Without JavaScript it is a GET form to /blog/search, which sends
 * the term on to /blog/search/{term} (or says 'Fields cannot be empty'). With JavaScript, typing shows
 * a dropdown of matching titles (the search page's own loader, page 1) and a 'more' link to the full
 * results; an empty submit says 'Fields cannot be empty' without leaving the page.
 */
export function BlogSearch({
  initialTerm = "",
  initialError,
}: {
  initialTerm?: string;
  initialError?: string;
}) {
  const [term, setTerm] = useState(initialTerm);
  const [error, setError] = useState(initialError);
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<SearchData>();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  const trimmed = term.trim();

  useEffect(() => {
    if (!trimmed || trimmed === initialTerm.trim()) return;
    const timer = setTimeout(() => {
      fetcher.load(searchPath(trimmed));
      setOpen(true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, initialTerm, fetcher.load]);

  // The dropdown closes when focus or a tap goes elsewhere, and on Escape.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!box.current?.contains(event.target as Node | null)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("focusin", outside);
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("focusin", outside);
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onEscape);
    };
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) {
      setError(BLOG_MESSAGES.emptyTerm);
      return;
    }
    setOpen(false);
    navigate(searchPath(trimmed));
  };

  const data = fetcher.data;
  const showDropdown = open && trimmed.length > 0 && data !== undefined && data.term === trimmed;

  return (
    <div className={css.search} ref={box}>
      <Form
        method="get"
        action="/blog/search"
        role="search"
        noValidate
        onSubmit={submit}
        className={css.searchRow}
      >
        <div className={css.searchField}>
          <TextField
            label={t("search.label")}
            hideLabel
            type="search"
            name="term"
            placeholder={t("search.placeholder")}
            autoComplete="off"
            value={term}
            maxLength={200}
            error={error}
            aria-controls={showDropdown ? listId : undefined}
            onChange={(e) => {
              setTerm(e.target.value);
              if (error && e.target.value.trim()) setError(undefined);
            }}
            onFocus={() => setOpen(true)}
          />
        </div>
        <Button type="submit">{t("search.submit")}</Button>
      </Form>
      {showDropdown ? (
        <div className={css.dropdown} id={listId}>
          {data.failed ? (
            <Text size="sm" tone="danger" role="alert">
              {t("search.failed")} {t("search.tryAgain")}
            </Text>
          ) : data.posts.length === 0 ? (
            <Text size="sm" role="status">
              {t("search.noResults")}
            </Text>
          ) : (
            <>
              <ul className={css.dropdownList} aria-label={t("search.suggestions")}>
                {data.posts.map((post) => (
                  <li key={post.id}>
                    <AppLink href={post.href} className={css.dropdownLink} onClick={() => setOpen(false)}>
                      {post.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
              <AppLink href={searchPath(trimmed)} className={css.dropdownLink} onClick={() => setOpen(false)}>
                {t("search.allResults")}
              </AppLink>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
