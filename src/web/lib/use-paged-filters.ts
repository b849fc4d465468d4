import { useState } from 'react';

/** What the Pager takes. */
export type TPage = {
  offset: number;
  pageSize: number;
  total: number;
  isTotalCapped: boolean;
  onChange: (offset: number) => void;
};

export type TPagedFilters<TFilters> = {
  filters: TFilters;
  offset: number;
  changeFilters: (next: TFilters) => void;
  getPage: (total: number | undefined, isTotalCapped?: boolean) => TPage;
};

/**
 * The filters and the page of a list served in pages: choosing new filters starts again from the first page.
 * `getPage(total, isTotalCapped)` is what the Pager takes.
 */
export function usePagedFilters<TFilters>(
  initialFilters: TFilters,
  pageSize: number,
): TPagedFilters<TFilters> {
  const [filters, setFilters] = useState(initialFilters);
  const [offset, setOffset] = useState(0);
  return {
    filters,
    offset,
    changeFilters: (next: TFilters) => {
      setFilters(next);
      setOffset(0);
    },
    getPage: (total: number | undefined, isTotalCapped = false) => ({
      offset,
      pageSize,
      total: total ?? 0,
      isTotalCapped,
      onChange: setOffset,
    }),
  };
}
