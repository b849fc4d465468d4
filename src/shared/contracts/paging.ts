import { z } from 'zod';

/** A list query's page: at most `maxLimit` rows from `offset`, `defaultLimit` when none is asked. */
export function zPaging(maxLimit: number, defaultLimit: number, maxOffset = 10_000_000) {
  return {
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).max(maxOffset).default(0),
  };
}

/** What a list answer says of its page: how many rows match, and which slice this is. */
export const Z_PAGE_INFO = {
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
};

/** A list answer: one page of `item`s and its page facts. */
export function zPageOf<TItem extends z.ZodType>(item: TItem) {
  return z.object({ items: z.array(item), ...Z_PAGE_INFO });
}
