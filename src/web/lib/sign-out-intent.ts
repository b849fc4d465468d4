import { createContext, useContext } from 'react';

export type TSignOutIntent = { setIsSigningOut: (isSigningOut: boolean) => void };

/** Provided by the dashboard's session guard (app/require-session.tsx) around the signed-in pages. */
export const SignOutIntentContext = createContext<TSignOutIntent | null>(null);

/**
 * Lets a Sign Out button tell the guard that the session is about to end on purpose, so the guard waits for the
 * button's own navigation (home) instead of redirecting to /auth.
 */
export function useSignOutIntent(): TSignOutIntent | null {
  return useContext(SignOutIntentContext);
}
