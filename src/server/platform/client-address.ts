import { BlockList, isIP } from 'node:net';

/** The proxies whose forwarding headers are believed (TRUSTED_PROXIES), as Node's address matcher. */
export type TTrustedProxies = { list: BlockList; isEmpty: boolean; source: string };

/** `::ffff:203.0.113.7` is the IPv4 address a dual-stack socket reports: one spelling for one client. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges, comma separated (`10.0.0.0/8, 192.0.2.10, fd00::/8`).
 * Throws a readable error naming the first entry that is neither.
 */
export function parseTrustedProxies(text: string): TTrustedProxies {
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...extra] = entry.split('/');
    const family = isIP(normalize(address));
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxPrefix = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra.length > 0 ||
      (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix || bits === ''))
    ) {
      throw new Error(
        `Invalid configuration: TRUSTED_PROXIES: ${JSON.stringify(entry)} is not an address or a CIDR range`,
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(normalize(address), type);
    else list.addSubnet(normalize(address), prefix, type);
  }
  return { list, isEmpty: entries.length === 0, source: entries.join(',') };
}

function isTrusted(proxies: TTrustedProxies, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return proxies.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** One `for=` value of RFC 7239: quoted, `[v6]:port`, `v4:port` or bare. */
function readForwardedNode(value: string): string {
  let node = value.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(node);
  if (bracketed?.[1]) return bracketed[1];
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(node)) node = node.slice(0, node.lastIndexOf(':'));
  return node;
}

/** The hops a `Forwarded` header lists, first (the client as the first proxy saw it) to last. */
function readForwardedHops(header: string): string[] {
  const hops: string[] = [];
  for (const element of header.split(',')) {
    for (const pair of element.split(';')) {
      const [name, ...value] = pair.split('=');
      if (name?.trim().toLowerCase() === 'for') hops.push(readForwardedNode(value.join('=')));
    }
  }
  return hops;
}

/**
 * The client's address. The peer of the connection is the client unless it is a trusted proxy; then the
 * proxy's forwarding header (`Forwarded`, else `X-Forwarded-For`) is read from its right-hand end, each hop
 * believed only while the one that wrote it is trusted, so a client cannot choose its address by sending
 * the header itself. A hop that is not an address ends the walk at the proxy that wrote it.
 */
export function resolveClientAddress(
  peer: string,
  headers: { forwarded?: string | undefined; xForwardedFor?: string | undefined },
  proxies: TTrustedProxies,
): string {
  let current = normalize(peer);
  if (proxies.isEmpty || !isTrusted(proxies, current)) return current;
  const hops = headers.forwarded
    ? readForwardedHops(headers.forwarded)
    : (headers.xForwardedFor ?? '').split(',').map((hop) => hop.trim());
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = normalize(hops[index] ?? '');
    if (isIP(hop) === 0) return current;
    current = hop;
    if (!isTrusted(proxies, current)) return current;
  }
  return current;
}
