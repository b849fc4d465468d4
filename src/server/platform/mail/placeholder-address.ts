/**
 * A member added without an account still needs a unique `users.email` (better-auth's key). It gets one on
 * `.invalid`, a name no mail system will ever deliver (RFC 2606), and the mailer never queues mail to it.
 */
const PLACEHOLDER_DOMAIN = 'no-sign-in.invalid';

export function toPlaceholderAddress(userId: string): string {
  return `member-${userId}@${PLACEHOLDER_DOMAIN}`;
}

export function isUndeliverableAddress(address: string): boolean {
  return address.trim() === '' || address.toLowerCase().endsWith('.invalid');
}
