/**
 * Classes that turn a table into stacked cards under the `sm` breakpoint, so every column stays readable at
 * 360 px without sideways scrolling: the header hides, each row wraps its cells, the first cell takes a line.
 */
export const STACKED_TABLE = {
  header: 'max-sm:hidden',
  row: 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-1 max-sm:py-3',
  cell: 'max-sm:p-0',
  /** The cell that names the row: a line of its own on small screens. */
  leadCell: 'max-sm:w-full max-sm:p-0',
  /** The actions cell: to the right on wide screens, at the row's end on small ones. */
  actionsCell: 'text-right max-sm:ml-auto max-sm:p-0',
} as const;
