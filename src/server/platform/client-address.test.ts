import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientAddress } from './client-address';

const proxies = parseTrustedProxies('10.0.0.0/8, 192.0.2.10, fd00::/8');
const none = parseTrustedProxies('');

describe('resolveClientAddress', () => {
  it('takes the peer when no proxy is trusted, whatever the headers say', () => {
    expect(resolveClientAddress('198.51.100.7', { xForwardedFor: '203.0.113.1' }, none)).toBe('198.51.100.7');
    expect(resolveClientAddress('198.51.100.7', { forwarded: 'for=203.0.113.1' }, none)).toBe('198.51.100.7');
  });

  it('takes the peer when the peer is not a trusted proxy', () => {
    expect(resolveClientAddress('198.51.100.7', { xForwardedFor: '203.0.113.1' }, proxies)).toBe(
      '198.51.100.7',
    );
  });

  it("believes a trusted proxy's X-Forwarded-For, from the right", () => {
    expect(resolveClientAddress('10.1.2.3', { xForwardedFor: '203.0.113.1' }, proxies)).toBe('203.0.113.1');
    // The client sent a made-up first entry; the balancer appended the real address.
    expect(resolveClientAddress('10.1.2.3', { xForwardedFor: '1.1.1.1, 203.0.113.1' }, proxies)).toBe(
      '203.0.113.1',
    );
    // Two trusted hops (a CDN at 192.0.2.10, then the balancer).
    expect(
      resolveClientAddress('10.1.2.3', { xForwardedFor: '6.6.6.6, 203.0.113.1, 192.0.2.10' }, proxies),
    ).toBe('203.0.113.1');
  });

  it('reads the Forwarded header (RFC 7239) before X-Forwarded-For', () => {
    expect(
      resolveClientAddress(
        '10.1.2.3',
        { forwarded: 'for=1.1.1.1, for="[2001:db8:cafe::17]:4711";proto=https', xForwardedFor: '9.9.9.9' },
        proxies,
      ),
    ).toBe('2001:db8:cafe::17');
    expect(resolveClientAddress('10.1.2.3', { forwarded: 'for=203.0.113.1:5000;by=10.0.0.1' }, proxies)).toBe(
      '203.0.113.1',
    );
  });

  it('stops at a hop that is not an address, and at a missing header', () => {
    expect(resolveClientAddress('10.1.2.3', { xForwardedFor: 'unknown' }, proxies)).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', { forwarded: 'for=_hidden' }, proxies)).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', {}, proxies)).toBe('10.1.2.3');
  });

  it('writes a mapped IPv4 address as IPv4, and matches IPv6 ranges', () => {
    expect(resolveClientAddress('::ffff:10.0.0.5', { xForwardedFor: '::ffff:203.0.113.9' }, proxies)).toBe(
      '203.0.113.9',
    );
    expect(resolveClientAddress('fd00::1', { xForwardedFor: '2001:db8::1' }, proxies)).toBe('2001:db8::1');
  });
});

describe('parseTrustedProxies', () => {
  it('refuses an entry that is neither an address nor a range', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/);
    expect(() => parseTrustedProxies('load-balancer')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.1/')).toThrow(/TRUSTED_PROXIES/);
  });
});
