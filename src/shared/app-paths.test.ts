import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths';

describe('isAppPath', () => {
  it('knows the pages the router shows, with or without a trailing slash or query', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/pricing/')).toBe(true);
    expect(isAppPath('/dashboard/organization/members?page=2')).toBe(true);
    expect(isAppPath('/verify/RCP-1732000000000-ABC123')).toBe(true);
  });

  it('does not know other paths', () => {
    expect(isAppPath('/stokvel/missing')).toBe(false);
    expect(isAppPath('/dashboard/nothing-here')).toBe(false);
    expect(isAppPath('/verify/a/b')).toBe(false);
    expect(isAppPath('/pricingx')).toBe(false);
  });
});
