import { useState } from 'react';

export type TPagedFilters<TFilters> = {
  filters: TFilters;
  offset: number;
  changeFilters: (next: TFilters) => void;
  getPage: (total: number | undefined) => {
    offset: number;
    pageSize: number;
    total: number;
    onChange: (offset: number) => void;
  };
};

/**
 * The filters and the page of a list served in pages: choosing new filters starts again from the first page.
 * `getPage(total)` is what the Pager takes.
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
    getPage: (total: number | undefined) => ({ offset, pageSize, total: total ?? 0, onChange: setOffset }),
  };
}
