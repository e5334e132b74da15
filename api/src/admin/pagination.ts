import { ADMIN_PAGE_SIZE } from '@energy-advisor/contracts';

/** A page request turned into LIMIT/OFFSET. */
export function pageWindow(query: { page?: number | undefined; limit?: number | undefined }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

/** How many pages `total` rows fill: at least 1, so an empty list still has "Page 1 of 1". */
export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
