import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/database.js';
import { rowsOf } from './ledger-helpers.js';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { createTestApp } from './test-app.js';
import { decodeJwtPayload, loginAs, refreshTokens } from './oidc-client.js';

describe('identity state survives a restart', () => {
  it('accepts the old access token and refresh token after the server restarts on the same data', async () => {
    const first = await createTestApp({ keep: true });
    const tokens = await loginAs(first.app, first.config.oidcClientId, 'henk@example.nl', DEMO_PASSWORD);
    const demoBanking = await bankerCounts(first.app.database.db);
    const reuse = { dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl };
    await first.close();

    const second = await createTestApp({ reuse });
    try {
      const status = await second.app.inject({
        method: 'GET',
        url: '/api/profile/profiles/me/status',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(status.statusCode).toBe(200); // authenticated (not 401); the seeded profile survived too
      // The demo's credits and its waiting payout are seeded once: a restart adds none.
      expect(await bankerCounts(second.app.database.db)).toEqual(demoBanking);

      const refreshed = await refreshTokens(second.app, second.config.oidcClientId, tokens.refresh_token!);
      expect(refreshed.statusCode).toBe(200);
      expect(decodeJwtPayload((refreshed.json() as { access_token: string }).access_token).name).toBe(
        'Henk Lubbers',
      );
    } finally {
      await second.close();
    }
    // Two apps are built inside the test: twice the time a test that builds one in its hook gets.
  }, 60_000);
});

/** How many postings and withdrawals the banker holds. */
async function bankerCounts(db: Db): Promise<unknown> {
  return rowsOf(
    await db.execute(sql`select (select count(*)::int from banker.transactions) as transactions,
      (select count(*)::int from banker.withdrawals) as withdrawals`),
  )[0];
}
