import dns from 'node:dns';
import net from 'node:net';
import { isNonPublicHost } from '@achterhoek/contracts';

/** The addresses a host name resolves to (injectable, so tests need no DNS). */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const systemHostLookup: HostLookup = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true })).map((entry) => entry.address);

/**
 * Whether the server may connect to a stored push endpoint now, checked before every send: its host by
 * the same rule as when it was registered (endpoints stored before that rule was strict are caught
 * here), and a host name by every address it resolves to now (a name can be pointed inside the network
 * after it was registered). False for anything non-public; a failed lookup rejects (a passing fault,
 * not a reason to drop the subscription).
 */
export async function isPublicEndpoint(endpoint: string, lookup: HostLookup): Promise<boolean> {
  let hostname: string;
  try {
    hostname = new URL(endpoint).hostname;
  } catch {
    return false;
  }
  if (new URL(endpoint).protocol !== 'https:' || isNonPublicHost(hostname)) return false;
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(bare)) return true;
  const addresses = await lookup(bare);
  return addresses.length > 0 && addresses.every((address) => !isNonPublicHost(address));
}
