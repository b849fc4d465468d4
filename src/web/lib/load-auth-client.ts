/**
 * The auth client (better-auth) loads on first use: a submit, a provider button, signing out. Pages then paint
 * and become interactive without ~50 kB of gzip they only need once someone acts.
 */
export const loadAuthClient = async () => (await import('./auth-client')).authClient;
