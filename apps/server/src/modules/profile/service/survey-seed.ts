import { SURVEY_0_INCENTIVE_CODE } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import * as repository from '../repository/index.js';

/** Hours in a year: the demo survey's window, long enough for every demo person to take it. */
const HOURS_IN_A_YEAR = 24 * 365;

/**
 * The one survey of the app (reference §3.6: submitting it earns incentive `survey-0`, 40 premium
 * credits): offered since long before anyone's profile, to everybody from the moment their profile is
 * made until a year later. Its page is the configured SURVEY_URL (the built-in demo survey by default).
 */
export const SURVEY_0 = {
  id: 'survey-0',
  title: 'Wat vindt u van Achterhoek Mobiel?',
  startTime: new Date('2020-01-01T00:00:00Z'),
  endTime: null,
  takeDelayHours: 0,
  takeIntervalHours: HOURS_IN_A_YEAR,
  incentiveCode: SURVEY_0_INCENTIVE_CODE,
  rewardCredits: 40,
} as const;

/** Adds survey-0 at start-up, or points it at the configured URL when it is there already. */
export async function seedSurvey(db: Db, url: string): Promise<void> {
  await repository.upsertSurvey(db, { ...SURVEY_0, url });
}
