import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address a hold cap counts by (decision 010): an IPv4 address as it is, an IPv6
 * address by its /64 (one subscriber's network: a phone or a home gets a whole /64, and can
 * change the rest at will), an IPv4-mapped IPv6 address as the IPv4 it maps. Null when there is
 * no client address to count: none known, or the machine itself (loopback: the operator's own
 * scripts, or a proxy on the same machine without TRUST_PROXY, behind which every traveller
 * would share one address).
 */
export function holdAddressKey(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped && isIPv4(mapped[1]!) ? mapped[1]! : isIPv4(ip) ? ip : undefined;
  if (v4) return v4.startsWith('127.') ? null : v4;
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) stands for the last two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = bare.includes('::')
    ? [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right]
    : left;
  const values = groups.map((group) => (group.includes('.') ? 1 : Number.parseInt(group, 16)));
  if (values.slice(0, 7).every((value) => value === 0) && values[7] === 1) return null;
  const prefix = groups.slice(0, 4).map((group) => (group.includes('.') ? '0' : group));
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
