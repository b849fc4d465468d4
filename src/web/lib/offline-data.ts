/** The service worker's cache of API answers (public/sw.js), emptied on sign-out. */
const DATA_CACHE = 'masakhane-data';

/** Forgets the API answers kept for offline use (on sign-out: the next person must not see them). */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(DATA_CACHE).catch(() => false);
}
