import { describe, expect, it } from 'vitest';
import { isNonPublicHost } from './public-host';

describe('isNonPublicHost', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and local names', () => {
    for (const host of [
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
    ])
      expect(isNonPublicHost(host), host).toBe(true);
  });

  it('lets public names and addresses through', () => {
    for (const host of [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '8.8.8.8',
      '172.32.0.1',
      '2a00:1450::1',
    ])
      expect(isNonPublicHost(host), host).toBe(false);
  });
});
