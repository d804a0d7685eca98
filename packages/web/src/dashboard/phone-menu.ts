interface NavLink {
  label: string;
  href: string;
}

/**
 * The phone's slide-in side bar: the role's side-bar links, then the spec's extras for phones
 * ('Explore our website', 'Policies'), each page once. An extra takes the place of the side-bar link
 * to the same page, so the privacy policy is one entry, not 'Privacy Policy' and 'Policies' (issue 28).
 */
export function phoneMenuLinks<T extends NavLink>(
  links: T[] | null,
  extras: readonly NavLink[],
): NavLink[] | null {
  if (!links) return null;
  const extraPages = new Set(extras.map((l) => l.href));
  return [...links.filter((l) => !extraPages.has(l.href)), ...extras];
}
