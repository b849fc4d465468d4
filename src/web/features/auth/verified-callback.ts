/**
 * Verification links come back to the sign-in screen, which then says the address is verified, and after
 * signing in goes on to where the person was headed (an invitation's claim page, say).
 */
export function toVerifiedCallbackUrl(next: string): string {
  const params = new URLSearchParams({ verified: '1' });
  if (next !== '/dashboard') params.set('next', next);
  return `/auth?${params.toString()}`;
}
