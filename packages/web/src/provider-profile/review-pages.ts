/** The reviews page from `?page=n`: a whole number from 1, anything else reads as page 1. */
export function reviewPage(url: URL): number {
  const raw = url.searchParams.get("page");
  return raw && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** The path of a reviews page: page 1 is the profile's own address. */
export const reviewsHref = (objectID: string, page: number) =>
  page <= 1 ? `/provider/${objectID}` : `/provider/${objectID}?page=${page}`;
