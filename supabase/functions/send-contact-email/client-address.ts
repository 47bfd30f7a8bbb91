// Which client a request counts against for the rate limit. Only an address the platform vouches for
// counts: the header named by CLIENT_IP_HEADER (set by the proxy in front of the function, overwriting
// what a client sent), else the socket's peer. X-Forwarded-For and the like are never read otherwise:
// a client sets them at will.

/** One bucket for every request whose address is missing or malformed: junk cannot mint new buckets. */
export const UNKNOWN_CLIENT = 'unknown';

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

/**
 * The rate-limit key: `ip:<address>` for IPv4, `ip:<first 64 bits>::/64` for IPv6 (one subscriber
 * usually holds a whole /64), or UNKNOWN_CLIENT.
 */
export function clientKey(request: Request, trustedHeader: string | undefined, socketAddress?: string): string {
  const raw = trustedHeader ? request.headers.get(trustedHeader) : socketAddress;
  const address = raw?.trim() ?? '';
  if (IPV4.test(address)) return `ip:${address}`;
  return ipv6Key(address) ?? UNKNOWN_CLIENT;
}

/** The /64 of a valid IPv6 address (an IPv4-mapped one counts as its IPv4 address), else null. */
function ipv6Key(address: string): string | null {
  if (!address.includes(':') || !/^[0-9a-fA-F:.]+$/.test(address)) return null;
  let canonical: string;
  try {
    // The URL parser validates the address and writes it in its one canonical, compressed form.
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped) {
    const [high, low] = [mapped[1], mapped[2]].map((group) => Number.parseInt(group, 16));
    return `ip:${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  const [head, tail] = canonical.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `ip:${groups.slice(0, 4).join(':')}::/64`;
}
