import type { TMember } from '../../shared/contracts/members';
import { Badge } from './ui/badge';

const ROLE_BADGES = {
  admin: { label: 'Admin', variant: 'default' },
  member: { label: 'Member', variant: 'secondary' },
} as const satisfies Record<TMember['role'], { label: string; variant: 'default' | 'secondary' }>;

/** A member's role in their organization: Admin or Member. */
export function MemberRoleBadge({ role }: { role: TMember['role'] }) {
  return <Badge variant={ROLE_BADGES[role].variant}>{ROLE_BADGES[role].label}</Badge>;
}
