import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Reward, SurveyInteraction } from '@achterhoek/contracts';
import { manualClock } from '../src/platform/clock.js';
import { expectBooksBalance } from './ledger-helpers.js';
import { userWithProfile } from './profile-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The survey and the banker wired together as the app runs them: submitting the demo survey earns the
 * survey-0 reward (reference §3.6: 40 premium credits from the premium budget) once, however often the
 * submit comes.
 */
describe('a submitted survey', () => {
  const clock = manualClock('2026-03-02T09:00:00+01:00');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ services: { clock } });
  }, 120_000);
  afterAll(async () => t.close());

  it('earns its survey-0 reward once, paid into the premium balance', async () => {
    const { user } = await userWithProfile(t);
    const invited = await user.post('/api/profile/survey-interactions', {});
    expect(invited.statusCode, invited.body).toBe(201);
    const interaction = invited.json() as SurveyInteraction;
    const path = `/api/profile/survey-interactions/${interaction.id}`;
    expect((await user.put(`${path}/on-redirect`)).statusCode).toBe(204);
    const premiumBefore = (await user.get('/api/banker/users/me')).json().premiumAccount.credits as number;

    expect((await user.put(`${path}/on-submit`)).statusCode).toBe(204);
    expect((await user.put(`${path}/on-submit`)).statusCode).toBe(204);

    const rewards = (await user.get('/api/banker/users/me/rewards')).json() as Paged<Reward>;
    const survey = rewards.data.filter((reward) => reward.incentive.code === 'survey-0');
    expect(survey).toHaveLength(1);
    expect(survey[0]).toMatchObject({ amount: 40, paidOut: true, cancelTime: null });
    const premiumAfter = (await user.get('/api/banker/users/me')).json().premiumAccount.credits as number;
    expect(premiumAfter - premiumBefore).toBe(40);
    await expectBooksBalance(t.app.database.db);
  });
});
