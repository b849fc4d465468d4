// The stored selection alone, no React: the entry (app/early-data.ts) reads it before React has loaded.

/** The selected organization is kept in localStorage (spec part 1 section 4), under this key. */
export const SELECTED_ORGANIZATION_KEY = 'selectedOrganizationId';

/** The stored organization id, or null (none stored, or no storage in private mode). */
export function readStoredOrganizationId(): string | null {
  try {
    return localStorage.getItem(SELECTED_ORGANIZATION_KEY);
  } catch {
    return null;
  }
}
