import { describe, expect, it } from 'vitest';
import { getDataScope } from './scope';

describe('getDataScope', () => {
  it('gives platform staff everything, an organization admin the organization and a member their own', () => {
    expect(getDataScope('developer')).toBe('all');
    expect(getDataScope('site_admin')).toBe('all');
    expect(getDataScope('organization_admin')).toBe('organization');
    expect(getDataScope('user')).toBe('own');
  });
});
