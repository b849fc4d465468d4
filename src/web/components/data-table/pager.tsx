import { MAX_LIST_OFFSET } from '../../../shared/contracts/paging';
import { formatNumber, formatTotal } from '../../../shared/format';
import { Button } from '../ui/button';

/** Previous / Next through a list served in pages, with where the user is. */
export function Pager({
  offset,
  pageSize,
  total,
  isTotalCapped = false,
  maxOffset = MAX_LIST_OFFSET,
  onChange,
}: {
  offset: number;
  pageSize: number;
  /** With `isTotalCapped`, at least this many: the list reads "of 100+" or "of 1 000+". */
  total: number;
  isTotalCapped?: boolean;
  /** The deepest offset the list's query takes (ADR 63); no Next past it: the filters reach further back. */
  maxOffset?: number;
  onChange: (offset: number) => void;
}) {
  if (total <= pageSize && !isTotalCapped) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-2 border-t p-4 text-sm"
    >
      <p className="text-muted-foreground">
        {formatNumber(offset + 1)}–{formatNumber(last)} of {formatTotal({ total, isTotalCapped })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={(last >= total && !isTotalCapped) || offset + pageSize > maxOffset}
          onClick={() => onChange(offset + pageSize)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
