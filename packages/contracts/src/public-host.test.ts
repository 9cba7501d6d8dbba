import { describe, expect, it } from 'vitest';
import { isNonPublicHost } from './public-host';

const NON_PUBLIC_HOSTS = [
  // Loopback, private, link-local, CGNAT, multicast and local names.
  'localhost',
  'printer.local',
  '127.0.0.1',
  '10.0.0.8',
  '172.16.5.4',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '[::1]',
  '::',
  'fe80::1',
  'fd12:3456::1',
  '::ffff:10.0.0.1',
  '::ffff:c0a8:101',
  // Every spelling of an internal address is that address, as a URL reads it. Regression: these
  // spellings passed the check, and the server's HTTP client reads them as the internal addresses they are.
  '127.1', // IPv4 shorthand
  '0x7f000001', // hex
  '0x7f.0.0.1',
  '2130706433', // a decimal integer
  '0177.0.0.1', // octal
  '[::ffff:127.0.0.1]', // IPv4-mapped IPv6
  '[::ffff:7f00:1]',
  '::ffff:8.8.8.8', // mapped, even for a public address: write IPv4 as IPv4
  '[::127.0.0.1]', // IPv4-compatible
  '[0:0:0:0:0:0:0:1]',
  'localhost.',
  'LOCALHOST',
  'LocalHost.',
  'api.localhost',
  'metadata.google.internal',
  'printer.local.',
  '0.0.0.0',
  '0',
  '::1',
  '169.254.169.254',
  '0xa9fea9fe', // 169.254.169.254
  '10.0.0.1',
  '10.1',
  '167772161', // 10.0.0.1
  '0xa.0.0.1',
  '012.0.0.1',
  '192.168.0.1.',
  '[fe80::1%25eth0]',
  '[64:ff9b::a00:1]', // NAT64 of 10.0.0.1
  '[2002:7f00:1::]', // 6to4 of 127.0.0.1
  'ff02::1',
  '255.255.255.255',
  // Not a host at all: never connected to.
  '',
  'push.example.net:443',
  'user@push.example.net',
  'a/b',
  '999999999999',
  'push.example.123',
];

const PUBLIC_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '8.8.8.8',
  '172.32.0.1',
  '2a00:1450::1',
  '[2a00:1450::1]',
  'FCM.googleapis.com',
  'fcm.googleapis.com.',
  '0x8.8.8.8', // 8.8.8.8
  '134744072', // 8.8.8.8
  'web.push.apple.com',
  'internal.example.com',
];

describe('isNonPublicHost', () => {
  it.each(NON_PUBLIC_HOSTS)('refuses %j', (host) => {
    expect(isNonPublicHost(host)).toBe(true);
  });

  it.each(PUBLIC_HOSTS)('lets %j through', (host) => {
    expect(isNonPublicHost(host)).toBe(false);
  });
});
