/**
 * Whether a host name or IP address is one the server must not connect to on a user's say-so: loopback,
 * private, link-local, carrier-grade NAT, unspecified, multicast or reserved addresses, IPv4 written as
 * IPv6, `localhost` and names under `.localhost`, `.local` and `.internal`. Used for push endpoints (a user
 * names the address, the server connects to it).
 *
 * The host is first read the way a URL reads it (the WHATWG URL parser, as `new URL()` and the server's
 * HTTP client do), so every spelling of an address is judged as that address: `127.1`, `0x7f000001`,
 * `2130706433`, `0177.0.0.1`, `LOCALHOST`, `localhost.` and `[::ffff:127.0.0.1]` are all loopback. A
 * host a URL cannot have counts as non-public: the server never connects to it.
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = normalisedHost(hostname);
  if (host === undefined) return true;
  if (host === 'localhost' || /\.(localhost|local|internal)$/.test(host)) return true;
  if (host.startsWith('[')) return isNonPublicIpv6(host.slice(1, -1));
  const v4 = ipv4Parts(host);
  return v4 ? isNonPublicIpv4(v4) : false;
}

/**
 * The host as a URL holds it: lower case, an IPv4 address in dotted decimal whatever way it was written,
 * an IPv6 address in brackets and compressed, without the trailing dot of a fully qualified name.
 * Undefined for anything that is not a host on its own (a port, a path, user info) or that a URL refuses.
 */
function normalisedHost(raw: string): string | undefined {
  let host = raw.trim();
  if (host === '' || /[/?#@\\\s]/.test(host)) return undefined;
  // A bare IPv6 address (as name resolution answers it) gets the brackets a URL writes it in.
  if (host.includes(':') && !host.startsWith('[')) host = `[${host}]`;
  let parsed: string;
  try {
    parsed = new URL(`https://${host}/`).hostname;
  } catch {
    return undefined;
  }
  // `localhost.` is `localhost`: the trailing dot only says the name is complete.
  const trimmed = parsed.replace(/\.+$/, '');
  return trimmed === '' ? undefined : trimmed;
}

function ipv4Parts(host: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return undefined;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : undefined;
}

function isNonPublicIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 || // this network, unspecified
    a === 10 || // private
    a === 127 || // loopback
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata services live here)
    (a === 172 && b! >= 16 && b! <= 31) || // private
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, documentation
    (a === 192 && b === 168) || // private
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) || // documentation
    (a === 203 && b === 0 && c === 113) || // documentation
    a! >= 224 // multicast, reserved and broadcast
  );
}

/** The eight 16-bit groups of an IPv6 address as a URL writes it (compressed, hex, no dotted part). */
function ipv6Groups(host: string): number[] | undefined {
  const [head = '', tail] = host.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    parseInt(group, 16),
  );
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined;
}

function isNonPublicIpv6(host: string): boolean {
  const groups = ipv6Groups(host);
  if (!groups) return true;
  const [first, second] = groups as [number, number];
  const embeddedIpv4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];
  // ::/96 holds the unspecified address, loopback and IPv4-compatible addresses; ::ffff:0:0/96 is IPv4
  // written as IPv6. Both are refused outright: an IPv4 address is to be written as one.
  if (groups.slice(0, 5).every((group) => group === 0) && (groups[5] === 0 || groups[5] === 0xffff))
    return true;
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address inside them.
  if (first === 0x64 && second === 0xff9b && groups.slice(2, 6).every((group) => group === 0))
    return isNonPublicIpv4(embeddedIpv4(groups[6]!, groups[7]!));
  if (first === 0x2002) return isNonPublicIpv4(embeddedIpv4(second, groups[2]!));
  return (
    (first === 0x100 && groups.slice(1, 4).every((group) => group === 0)) || // discard 100::/64
    (first === 0x2001 && second === 0xdb8) || // documentation
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local fec0::/10 (deprecated)
    (first & 0xff00) === 0xff00 // multicast
  );
}
