import { useSyncExternalStore } from 'react';
import type { TMembership } from '../../shared/contracts/me';
import { readStoredOrganizationId, SELECTED_ORGANIZATION_KEY } from './stored-organization';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_ORGANIZATION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Selects an organization (e.g. after switching or creating one); every subscriber re-renders. */
export function selectOrganization(organizationId: string | null) {
  try {
    if (organizationId) localStorage.setItem(SELECTED_ORGANIZATION_KEY, organizationId);
    else localStorage.removeItem(SELECTED_ORGANIZATION_KEY);
  } catch {
    // Private mode without storage: the selection lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** The stored id if the user still belongs there, else the first membership's organization, else null. */
export function resolveSelectedOrganization(
  stored: string | null,
  memberships: readonly TMembership[],
): TMembership | null {
  return memberships.find((membership) => membership.organizationId === stored) ?? memberships[0] ?? null;
}

/** The raw stored id, kept in sync across components and tabs. Combine with resolveSelectedOrganization. */
export function useStoredOrganizationId(): string | null {
  return useSyncExternalStore(subscribe, readStoredOrganizationId, () => null);
}
