import { useState } from 'react';

/**
 * The filters and the page of a list served in pages: choosing new filters starts again from the first page.
 * `getPage(total)` is what the Pager takes.
 */
export function usePagedFilters<TFilters>(initialFilters: TFilters, pageSize: number) {
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
