import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SURVEY_ID_MISSING_MESSAGE,
  SURVEY_NOT_FOUND_MESSAGE,
  type Paged,
  type SurveyInteraction,
} from '@achterhoek/contracts';
import { manualClock } from '../src/platform/clock.js';
import { loadConfig } from '../src/platform/config.js';
import type { Db } from '../src/platform/db/database.js';
import type { SurveySubmitted } from '../src/modules/profile/index.js';
import { rowsOf } from './ledger-helpers.js';
import { callerFor, demoUser, userWithProfile, type Caller } from './profile-helpers.js';
import { activeDelegation } from './support/delegations.js';
import { createTestApp, type TestApp } from './test-app.js';
import { HOUR } from './support/time.js';

/**
 * Surveys (spec 001 §2.14, §7, §8; reference §5.2): an invitation while the survey's window holds for
 * the person (hours since their profile was made), one interaction per person and survey, a redirect
 * before a submit, a submit once and its reward once, each person only their own.
 */

const S = '/api/profile/survey-interactions';

describe('survey interactions', () => {
  const clock = manualClock('2026-03-02T09:00:00+01:00');
  const rewarded: SurveySubmitted[] = [];
  let failReward = false;
  const onSurveySubmitted = vi.fn(async (_db: Db, submitted: SurveySubmitted) => {
    if (failReward) throw new Error('the reward failed');
    rewarded.push(submitted);
  });
  let t: TestApp;
  let db: Db;

  const interactionRows = async () =>
    (
      rowsOf(await db.execute(sql`select count(*)::int as n from profile.survey_interactions`))[0] as {
        n: number;
      }
    ).n;

  /** Moves the moment the person's profile was made (the window counts from it). */
  const profileMadeAt = async (caller: Caller, at: Date) =>
    db.execute(sql`update profile.profiles set created_at = ${at} where id = ${caller.sub}`);

  /** A new person whose profile is made now by the clock, invited to survey-0. */
  async function invited(): Promise<{ user: Caller; interaction: SurveyInteraction }> {
    const { user } = await userWithProfile(t);
    await profileMadeAt(user, clock.now());
    const response = await user.post(S, {});
    expect(response.statusCode, response.body).toBe(201);
    return { user, interaction: response.json() as SurveyInteraction };
  }

  beforeAll(async () => {
    t = await createTestApp({ services: { clock, profile: { onSurveySubmitted } } });
    db = t.app.database.db;
    // A second survey with a delay, to test the window at its edges: from 24 hours after the profile
    // was made until 48 hours later.
    await db.execute(sql`insert into profile.surveys
      (id, title, url, start_time, take_delay_hours, take_interval_hours, incentive_code)
      values ('survey-window', 'Venster', 'https://survey.example/s?lang=nl', '2020-01-01T00:00:00Z', 24, 48, 'survey-window')`);
    // Building the app (migrations, demo seed) can take long on a busy machine.
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(() => {
    onSurveySubmitted.mockClear();
    rewarded.length = 0;
    failReward = false;
  });

  it('invites only while the window holds: not before the delay, up to the end of the interval', async () => {
    const { user } = await userWithProfile(t);
    const made = clock.now();
    await profileMadeAt(user, made);
    const invite = () => user.post(S, { incentiveCode: 'survey-window' });

    expect((await invite()).statusCode).toBe(204); // just made: before the delay of 24 hours
    await profileMadeAt(user, new Date(clock.nowMs() - 24 * HOUR + 1000));
    expect((await invite()).statusCode).toBe(204); // a second before the delay ends
    await profileMadeAt(user, new Date(clock.nowMs() - 24 * HOUR));
    const first = await invite();
    expect(first.statusCode).toBe(201); // the delay's edge is inside
    const interaction = first.json() as SurveyInteraction;
    expect(interaction.survey.id).toBe('survey-window');
    expect(interaction.expired).toBe(false);
    expect(interaction.surveyUrl).toBe(
      `https://survey.example/s?lang=nl&NetmobielID=${encodeURIComponent(user.sub)}`,
    );

    await profileMadeAt(user, made);
    clock.advance(72 * HOUR); // the end of the interval (24 + 48 hours) is inside too
    expect((await invite()).statusCode).toBe(201);
    clock.advance(1000); // a second later the window has closed
    expect((await invite()).statusCode).toBe(204);
    const after = (await user.get(`${S}/${interaction.id}`)).json() as SurveyInteraction;
    expect(after.expired).toBe(true);
    expect(after.invitationCount).toBe(2);
    clock.set(made);
  });

  it('reuses the one invitation and counts it; the survey is the demo survey with the person’s id', async () => {
    const { user, interaction } = await invited();
    expect(interaction).toMatchObject({
      urn: `urn:nb:pf:survey-interaction:${interaction.id}`,
      invitationCount: 1,
      redirectTime: null,
      submitTime: null,
      expired: false,
      surveyUrl: `/api/profile/demo-survey?NetmobielID=${encodeURIComponent(user.sub)}`,
      survey: { id: 'survey-0', incentiveCode: 'survey-0', takeDelayHours: 0, rewardCredits: 40 },
    });
    clock.advance(HOUR);
    const again = await user.post(S, {});
    expect(again.statusCode).toBe(201);
    expect(again.headers.location).toBe(`${S}/${interaction.id}`);
    expect(again.json()).toMatchObject({
      id: interaction.id,
      invitationCount: 2,
      invitationTime: interaction.invitationTime,
    });
    const list = (await user.get(`${S}?incentiveCode=survey-0`)).json() as Paged<SurveyInteraction>;
    expect(list.data.map((item) => item.id)).toEqual([interaction.id]);
    expect(((await user.get(`${S}?incentiveCode=other`)).json() as Paged<SurveyInteraction>).totalCount).toBe(
      0,
    );
  });

  it('rewards a submit after a redirect once, and invites no more after it (204)', async () => {
    const { user, interaction } = await invited();
    expect((await user.put(`${S}/${interaction.urn}/on-redirect`)).statusCode).toBe(204);
    clock.advance(10 * 60_000);
    expect((await user.put(`${S}/${interaction.id}/on-submit`)).statusCode).toBe(204);
    expect(rewarded).toEqual([
      {
        managedIdentity: user.sub,
        name: 'Dinand Klein Gunnewiek',
        email: expect.stringMatching(/@example\.nl$/) as string,
        interactionUrn: interaction.urn,
        incentiveCode: 'survey-0',
      },
    ]);
    const done = (await user.get(`${S}/${interaction.id}`)).json() as SurveyInteraction;
    expect(done.submitTime).toBe(clock.now().toISOString());
    expect(done.redirectTime).not.toBeNull();

    // A second submit (a reloaded page) changes nothing and rewards nothing; no new invitation either.
    clock.advance(60_000);
    expect((await user.put(`${S}/${interaction.id}/on-submit`)).statusCode).toBe(204);
    expect((await user.put(`${S}/${interaction.id}/on-redirect`)).statusCode).toBe(204);
    expect((await user.get(`${S}/${interaction.id}`)).json()).toEqual(done);
    expect((await user.post(S, {})).statusCode).toBe(204);
    expect(onSurveySubmitted).toHaveBeenCalledTimes(1);
  });

  it('refuses a submit before the redirect (422, the spec’s words), storing nothing', async () => {
    const { user, interaction } = await invited();
    const refused = await user.put(`${S}/${interaction.id}/on-submit`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 422, message: SURVEY_NOT_FOUND_MESSAGE });
    expect(((await user.get(`${S}/${interaction.id}`)).json() as SurveyInteraction).submitTime).toBeNull();
    expect(onSurveySubmitted).not.toHaveBeenCalled();
  });

  it('refuses a submit once the window has passed (422), and says the invitation expired', async () => {
    const { user, interaction } = await invited();
    expect((await user.put(`${S}/${interaction.id}/on-redirect`)).statusCode).toBe(204);
    clock.advance((interaction.survey.takeIntervalHours! + 1) * HOUR);
    const refused = await user.put(`${S}/${interaction.id}/on-submit`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: SURVEY_NOT_FOUND_MESSAGE });
    expect((await user.put(`${S}/${interaction.id}/on-redirect`)).statusCode).toBe(422);
    const expired = (await user.get(`${S}/${interaction.id}`)).json() as SurveyInteraction;
    expect(expired).toMatchObject({ expired: true, submitTime: null });
    expect((await user.post(S, {})).statusCode).toBe(204);
    expect(onSurveySubmitted).not.toHaveBeenCalled();
  });

  it('shows and changes only the caller’s own; a delegate acts as the person they act for', async () => {
    const { user, interaction } = await invited();
    const other = (await invited()).user;
    for (const response of [
      await other.get(`${S}/${interaction.id}`),
      await other.put(`${S}/${interaction.id}/on-redirect`),
      await other.put(`${S}/${interaction.id}/on-submit`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SURVEY_NOT_FOUND_MESSAGE });
    }
    const othersList = (await other.get(S)).json() as Paged<SurveyInteraction>;
    expect(othersList.data.map((item) => item.id)).not.toContain(interaction.id);
    expect(((await user.get(`${S}/${interaction.id}`)).json() as SurveyInteraction).redirectTime).toBeNull();

    // Jan acts for Gerda with an active delegation: the invitation, redirect and submit are hers.
    const gerda = await demoUser(t, 'gerda@example.nl');
    const jan = await demoUser(t, 'jan@example.nl');
    await activeDelegation(db, jan, gerda);
    await profileMadeAt(gerda, clock.now());
    const janForGerda = callerFor(t.app, jan.token, { 'x-delegator': gerda.sub });
    const hers = (await janForGerda.post(S, {})).json() as SurveyInteraction;
    expect(hers.surveyUrl).toContain(`NetmobielID=${encodeURIComponent(gerda.sub)}`);
    expect((await gerda.get(`${S}/${hers.id}`)).statusCode).toBe(200);
    expect((await jan.get(`${S}/${hers.id}`)).statusCode).toBe(404);
    expect((await janForGerda.put(`${S}/${hers.id}/on-redirect`)).statusCode).toBe(204);
    expect((await janForGerda.put(`${S}/${hers.id}/on-submit`)).statusCode).toBe(204);
    expect(rewarded.map((item) => item.managedIdentity)).toEqual([gerda.sub]);
  });

  it('refuses bad input with 400 and the spec’s words for a missing id, storing nothing', async () => {
    const { user } = await userWithProfile(t);
    await profileMadeAt(user, clock.now());
    const before = await interactionRows();
    for (const id of ['abc', '0', 'undefined', '-1', '99999999999', 'urn:nb:pf:survey-interaction:x']) {
      const response = await user.put(`${S}/${encodeURIComponent(id)}/on-submit`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toMatchObject({ status: 400, message: SURVEY_ID_MISSING_MESSAGE });
    }
    expect((await user.get(`${S}/abc`)).json()).toMatchObject({ message: SURVEY_ID_MISSING_MESSAGE });
    for (const body of [{ incentiveCode: 'x'.repeat(65) }, { incentiveCode: 'met spatie' }, { other: 1 }]) {
      expect((await user.post(S, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await user.get(`${S}?maxResults=51`)).statusCode).toBe(400);
    expect(await interactionRows()).toBe(before);
    expect(onSurveySubmitted).not.toHaveBeenCalled();
  });

  it('rewards two submits at once only once', async () => {
    const { user, interaction } = await invited();
    await user.put(`${S}/${interaction.id}/on-redirect`);
    const answers = await Promise.all([
      user.put(`${S}/${interaction.id}/on-submit`),
      user.put(`${S}/${interaction.id}/on-submit`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect(onSurveySubmitted).toHaveBeenCalledTimes(1);
  });

  it('commits the submit and its reward together: a failed reward leaves the survey open', async () => {
    const { user, interaction } = await invited();
    await user.put(`${S}/${interaction.id}/on-redirect`);
    failReward = true;
    expect((await user.put(`${S}/${interaction.id}/on-submit`)).statusCode).toBe(500);
    expect(((await user.get(`${S}/${interaction.id}`)).json() as SurveyInteraction).submitTime).toBeNull();
    failReward = false;
    expect((await user.put(`${S}/${interaction.id}/on-submit`)).statusCode).toBe(204);
    expect(rewarded).toHaveLength(1);
  });

  it('serves the demo survey page, which goes back to /survey-completed/survey-0', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/profile/demo-survey?NetmobielID=a<b' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('href="/survey-completed/survey-0"');
    expect(page.body).toContain('a&#60;b');
    expect(page.body).not.toContain('a<b');
  });
});

describe('the survey configuration', () => {
  it('is the demo survey with the demo data, SURVEY_URL when set, none otherwise', () => {
    const base = { PUBLIC_URL: 'https://app.example', PAYMENT_PROVIDER: 'simulator' };
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).surveyUrl).toBe('/api/profile/demo-survey');
    expect(loadConfig({ ...base, SURVEY_URL: 'https://survey.example/s' }).surveyUrl).toBe(
      'https://survey.example/s',
    );
    expect(loadConfig(base).surveyUrl).toBeUndefined();
  });
});
