import { useSyncExternalStore } from 'react';

/** Under 768 px (Tailwind's `md`) the app lays out for a phone: the sidebar is a drawer, lists are cards. */
const PHONE_QUERY = '(max-width: 767px)';

function subscribeToPhoneQuery(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the window is phone-sized now, following it as it changes. A layout that differs by width renders
 * only the variant this says is shown (the other would be hidden by CSS anyway), so a phone's first render
 * does not build the desktop table or sidebar, nor a desktop the phone's cards.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribeToPhoneQuery,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
