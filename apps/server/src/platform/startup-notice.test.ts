import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { listeningLine, startupNotices } from './startup-notice.js';

describe('what the server says on start', () => {
  it('says in one line that the demo accounts are open to the network without PUBLIC_URL', () => {
    const notices = startupNotices(loadConfig({ DATA_DIR: '/tmp/x' }));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/demo accounts, an administrator among them/);
    expect(notices[0]).toMatch(/HOST=127\.0\.0\.1/);
    expect(notices[0]).not.toMatch(/\n/);
  });

  it('says nothing when the server listens on this computer only, or has its own address', () => {
    expect(startupNotices(loadConfig({ DATA_DIR: '/tmp/x', HOST: '127.0.0.1' }))).toEqual([]);
    expect(
      startupNotices(
        loadConfig({
          DATA_DIR: '/tmp/x',
          PUBLIC_URL: 'https://app.example.nl',
          PAYMENT_PROVIDER: 'simulator',
        }),
      ),
    ).toEqual([]);
  });

  it('ends with one plain line saying where the app is', () => {
    expect(listeningLine(loadConfig({ DATA_DIR: '/tmp/x', HOST: '127.0.0.1' }))).toBe(
      'Achterhoek Mobiel draait op http://localhost:8080',
    );
    expect(listeningLine(loadConfig({ DATA_DIR: '/tmp/x' }))).toBe(
      'Achterhoek Mobiel draait op http://localhost:8080 (en op de andere adressen van deze computer, poort 8080)',
    );
    expect(
      listeningLine(
        loadConfig({
          DATA_DIR: '/tmp/x',
          PUBLIC_URL: 'https://app.example.nl',
          PAYMENT_PROVIDER: 'simulator',
        }),
      ),
    ).toBe('Achterhoek Mobiel draait op https://app.example.nl');
    // PORT=0: the port the system gave, not 0.
    expect(listeningLine(loadConfig({ DATA_DIR: '/tmp/x', HOST: '127.0.0.1', PORT: '0' }), 43123)).toBe(
      'Achterhoek Mobiel draait op http://localhost:43123',
    );
  });
});
