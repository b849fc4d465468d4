import { describe, expect, it } from 'vitest';
import type { TMembership } from '../../shared/contracts/me';
import { resolveSelectedOrganization } from './selected-organization';

const membership = (organizationId: string): TMembership => ({
  id: `m-${organizationId}`,
  organizationId,
  role: 'member',
  joinedAt: '2026-01-01T00:00:00.000Z',
  organization: {
    id: organizationId,
    name: organizationId,
    organizationType: 'general',
    description: null,
    logoUrl: null,
    active: true,
  },
});

describe('resolveSelectedOrganization', () => {
  const memberships = [membership('a'), membership('b')];

  it('keeps the stored organization when the user belongs to it', () => {
    expect(resolveSelectedOrganization('b', memberships)?.organizationId).toBe('b');
  });

  it('falls back to the first organization when nothing or a stale id is stored', () => {
    expect(resolveSelectedOrganization(null, memberships)?.organizationId).toBe('a');
    expect(resolveSelectedOrganization('gone', memberships)?.organizationId).toBe('a');
  });

  it('is null without organizations', () => {
    expect(resolveSelectedOrganization('a', [])).toBeNull();
  });
});
