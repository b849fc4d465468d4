const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * Where to go after signing in: the `next` query value when it is a path on this site, else /dashboard.
 * Rejects absolute and protocol-relative URLs so a crafted link cannot send the user elsewhere.
 */
export function getSafeNextPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/api/')) return DEFAULT_AFTER_SIGN_IN;
  return next;
}
