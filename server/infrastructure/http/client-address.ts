import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context } from 'hono';
import { isIPv6 } from 'node:net';

/** What an in-process request (tests' app.request) has instead of a socket. */
const NO_SOCKET_ADDRESS = 'unknown';

/**
 * The address a request came from: the socket's peer, or, behind `trustedProxyHops` proxies
 * (TRUSTED_PROXY_HOPS), the X-Forwarded-For entry the outermost trusted proxy appended. Entries to
 * its left were written by the client and are never believed.
 */
export function clientAddress(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const appended = forwarded[forwarded.length - trustedProxyHops];
    if (appended !== undefined) return appended;
  }
  try {
    return getConnInfo(c).remote.address ?? NO_SOCKET_ADDRESS;
  } catch {
    return NO_SOCKET_ADDRESS;
  }
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * network, since one subscriber is handed a whole /64 and could otherwise walk through it.
 */
export function addressKey(address: string): string {
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mappedIpv4) return mappedIpv4[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
