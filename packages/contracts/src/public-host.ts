/**
 * Whether a host name or IP address is one the server must not connect to on a user's say-so: loopback,
 * private, link-local, carrier-grade NAT, unspecified or multicast addresses, and `localhost`. Used for
 * push endpoints (a user names the address, the server connects to it).
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  const v4 = ipv4Parts(host);
  if (v4) return isNonPublicIpv4(v4);
  if (host.includes(':')) return isNonPublicIpv6(host);
  return false;
}

function ipv4Parts(host: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return undefined;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : undefined;
}

function isNonPublicIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // this network
    a === 10 || // private
    a === 127 || // loopback
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local
    (a === 172 && b! >= 16 && b! <= 31) || // private
    (a === 192 && b === 168) || // private
    a! >= 224 // multicast and reserved
  );
}

function isNonPublicIpv6(host: string): boolean {
  if (host === '::' || host === '::1') return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address.
  // A URL writes it in hex (::ffff:c0a8:101).
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (mapped) return isNonPublicHost(mapped[1]!);
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mappedHex) {
    const high = parseInt(mappedHex[1]!, 16);
    const low = parseInt(mappedHex[2]!, 16);
    return isNonPublicIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  const first = parseInt(host.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 // multicast
  );
}
