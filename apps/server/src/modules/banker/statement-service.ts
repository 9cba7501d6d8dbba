import type { AccountStatement, Paged } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { ensureUser, type Party } from './account-service.js';
import { statementPage } from './repository/index.js';

/**
 * One page of the lines on the user's current and premium accounts, newest first. `until` (an instant)
 * keeps the pages stable while new lines arrive. Users' accounts are liabilities: a credit entry adds
 * to them, a debit takes away.
 */
export async function statementsOf(
  db: Db,
  party: Party,
  page: { offset: number; maxResults: number; until?: string | undefined },
): Promise<Paged<AccountStatement>> {
  const banker = await ensureUser(db, party);
  const { offset, maxResults, until } = page;
  const found = await statementPage(db, [banker.personalAccountId, banker.premiumAccountId], {
    offset,
    maxResults,
    ...(until ? { until: new Date(until) } : {}),
  });
  return { totalCount: found.totalCount, offset, count: found.data.length, data: found.data };
}
