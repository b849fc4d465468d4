import { z } from 'zod';

/** A list query's page: at most `maxLimit` rows from `offset`, `defaultLimit` when none is asked. */
export function zPaging(maxLimit: number, defaultLimit: number, maxOffset = MAX_LIST_OFFSET) {
  return {
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .max(maxOffset, 'Narrow the dates or filters to go further back')
      .default(0),
  };
}

/**
 * How deep a money list pages: the rows skipped before a page are read, so a bound keeps a deep page as
 * cheap as the first few; older history is reached by narrowing the dates (ADR 63).
 */
export const MAX_LIST_OFFSET = 10_000;

/** What a list answer says of its page: how many rows match, and which slice this is. */
export const Z_PAGE_INFO = {
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
};

/** A figure counted up to 1,000: exact, or with `isTotalCapped` the cap (it reads "1,000+"). */
export const ZCappedTotal = z.object({ total: z.number().int(), isTotalCapped: z.boolean() });

/**
 * A counted list's page facts: a list counts its matches up to 1,000; `isTotalCapped` says there are more
 * (the list reads "1,000+"). For an answer whose rows keep their own name (`members`, `users`).
 */
export const Z_COUNTED_PAGE_INFO = { ...Z_PAGE_INFO, isTotalCapped: z.boolean() };

/** A list answer: one page of `item`s and its counted page facts. */
export function zPageOf<TItem extends z.ZodType>(item: TItem) {
  return z.object({ items: z.array(item), ...Z_COUNTED_PAGE_INFO });
}
