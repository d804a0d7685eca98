/**
 * How long a search box waits after the last keystroke before it searches (the directory's filter panel,
 * the blog's search dropdown). A module of its own: the blog's search box needs this number, not the
 * filter panel's state and rules, and a page downloads whole every module it imports from.
 */
export const SEARCH_DEBOUNCE_MS = 1500;
