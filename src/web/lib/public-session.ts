import { useEffect, useSyncExternalStore } from 'react';

export type TPublicUser = { name: string; email: string; image: string | null };

/** What the public top bar knows about the visitor: still asking, nobody signed in, or who is. */
export type TPublicSession =
  | { status: 'checking' }
  | { status: 'visitor' }
  | { status: 'signed-in'; user: TPublicUser };

const CHECKING: TPublicSession = { status: 'checking' };
const VISITOR: TPublicSession = { status: 'visitor' };

let current: TPublicSession = CHECKING;
const listeners = new Set<() => void>();

function setPublicSession(next: TPublicSession): void {
  current = next;
  for (const listener of listeners) listener();
}

function readUser(body: unknown): TPublicUser | null {
  if (typeof body !== 'object' || body === null || !('user' in body)) return null;
  const { user } = body;
  if (typeof user !== 'object' || user === null) return null;
  const name = 'name' in user && typeof user.name === 'string' ? user.name : '';
  const email = 'email' in user && typeof user.email === 'string' ? user.email : '';
  const image = 'image' in user && typeof user.image === 'string' ? user.image : null;
  return email ? { name: name || email, email, image } : null;
}

let inFlight: Promise<void> | undefined;

async function fetchPublicSession(): Promise<TPublicSession> {
  try {
    const response = await fetch('/api/auth/get-session', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    const user = response.ok ? readUser(await response.json()) : null;
    return user ? { status: 'signed-in', user } : VISITOR;
  } catch {
    return VISITOR;
  }
}

/**
 * Asks the server who is signed in (once at a time, however many components ask). A plain fetch rather than
 * the auth client keeps the public pages' code small; a failed check leaves the visitor view.
 */
function refreshPublicSession(): Promise<void> {
  inFlight ??= fetchPublicSession()
    .then(setPublicSession)
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** After signing out from a public page. */
export function markSignedOut(): void {
  setPublicSession(VISITOR);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session as the public top bar shows it. Each page checks again when it opens (the answer may have changed
 * on the dashboard), showing the last known state meanwhile.
 */
export function usePublicSession(): TPublicSession {
  useEffect(() => {
    void refreshPublicSession();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => CHECKING,
  );
}
