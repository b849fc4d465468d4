/**
 * How many records a page of the contributions, loans and transactions lists holds. The entry asks for a
 * list's first page before the list's code has arrived (app/early-data.ts), so both read it from here.
 */
export const LIST_PAGE_SIZE = 50;
