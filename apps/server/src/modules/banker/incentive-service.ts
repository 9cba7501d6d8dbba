import {
  PREMIUM_BONUS_MAX_CREDITS,
  PREMIUM_BONUS_PERCENT,
  type CallToAction,
  type CallToActionsQuerySchema,
  type Incentive,
  type IncentiveCode,
  type Paged,
  type UserRole,
} from '@achterhoek/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { pagedView } from '../../platform/http/paged.js';
import {
  callToActionPage,
  incentiveByCode,
  insertMissingIncentives,
  type IncentiveRow,
  type NewIncentiveRow,
} from './repository/index.js';

/** From when the incentives of the start are active (before any ride in this app). */
const SINCE_START = new Date('2022-01-01T00:00:00Z');

/**
 * The six incentives of the original (reference §3.6), with plain Dutch cards for those with a call to
 * action. SURVEY means "for everybody" (the profile ones too); CARPOOL cards are for drivers only. A card
 * hides once the person has more than `ctaHideBeyondRewardCount` rewards of it (0: after the first).
 */
export const SEEDED_INCENTIVES: NewIncentiveRow[] = [
  {
    code: 'profile-starter',
    category: 'SURVEY',
    description: 'Profiel aangemaakt',
    amount: 10,
    startTime: SINCE_START,
  },
  {
    code: 'profile-plus',
    category: 'SURVEY',
    description: 'Profiel compleet met geboortedatum',
    amount: 10,
    startTime: SINCE_START,
    ctaEnabled: true,
    ctaTitle: 'Maak je profiel compleet',
    ctaBody: 'Vul je geboortedatum in. Dan krijg je 10 premiecredits.',
    ctaButtonLabel: 'Naar mijn profiel',
    ctaButtonAction: 'onboarding-profile',
    ctaHideBeyondRewardCount: 0,
  },
  {
    code: 'profile-youth',
    category: 'SURVEY',
    description: 'Jongerenpremie (15 tot en met 25 jaar)',
    amount: 25,
    startTime: SINCE_START,
  },
  {
    code: 'survey-0',
    category: 'SURVEY',
    description: 'Meegedaan aan de enquête',
    amount: 40,
    startTime: SINCE_START,
    ctaEnabled: true,
    ctaTitle: 'Doe mee aan onze enquête',
    ctaBody: 'Vertel ons wat je van de app vindt. Dan krijg je 40 premiecredits.',
    ctaButtonLabel: 'Start de enquête',
    ctaButtonAction: 'start-survey',
    ctaHideBeyondRewardCount: 0,
  },
  {
    code: 'shared-ride-done',
    category: 'CARPOOL',
    description: 'Bonus voor een gedeelde rit',
    amount: PREMIUM_BONUS_PERCENT,
    relative: true,
    redemption: true,
    maxAmount: PREMIUM_BONUS_MAX_CREDITS,
    startTime: SINCE_START,
    ctaEnabled: true,
    ctaTitle: 'Neem iemand mee',
    ctaBody: `Rijdt er iemand met je mee? Dan gaat tot ${PREMIUM_BONUS_MAX_CREDITS} van je premiecredits naar je gewone credits.`,
    ctaButtonLabel: 'Rit aanbieden',
    ctaButtonAction: 'plan-ride',
    ctaHideBeyondRewardCount: 2,
  },
  {
    code: 'repeated-ride',
    category: 'CARPOOL',
    description: 'Vaste rit aangeboden',
    amount: 15,
    startTime: new Date('2022-06-01T00:00:00+02:00'),
    ctaEnabled: true,
    ctaTitle: 'Rijd je vaker dezelfde rit?',
    ctaBody: 'Bied hem aan als vaste rit, minstens 4 keer in 30 dagen. Dan krijg je 15 premiecredits.',
    ctaButtonLabel: 'Rit aanbieden',
    ctaButtonAction: 'plan-ride',
    ctaHideBeyondRewardCount: 0,
  },
];

/** Creates the incentives that are missing (at every start: the table is seeded once, idempotently). */
export async function ensureIncentives(db: Db): Promise<void> {
  await insertMissingIncentives(db, SEEDED_INCENTIVES);
}

export async function requireIncentive(db: Db, code: IncentiveCode): Promise<IncentiveRow> {
  const incentive = await incentiveByCode(db, code);
  if (!incentive) throw new Error(`Incentive ${code} is missing`);
  return incentive;
}

/** An incentive counts from its start until its end, unless it was disabled before. */
export function isActive(incentive: IncentiveRow, now: Date): boolean {
  const t = now.getTime();
  if (incentive.startTime.getTime() > t) return false;
  if (incentive.endTime && incentive.endTime.getTime() <= t) return false;
  if (incentive.disableTime && incentive.disableTime.getTime() <= t) return false;
  return true;
}

/**
 * The reward's amount: `amount` credits, or for a relative incentive `amount` % of the yield (the fare),
 * rounded, at most `maxAmount`.
 */
export function rewardAmount(incentive: IncentiveRow, yieldCredits: number | undefined): number {
  if (!incentive.relative) return incentive.amount;
  const share = Math.round(((yieldCredits ?? 0) * incentive.amount) / 100);
  return incentive.maxAmount === null ? share : Math.min(share, incentive.maxAmount);
}

export function toIncentive(row: IncentiveRow): Incentive {
  return {
    code: row.code as IncentiveCode,
    category: row.category,
    description: row.description,
    amount: row.amount,
    relative: row.relative,
    redemption: row.redemption,
    maxAmount: row.maxAmount,
  };
}

/** Carpool cards are for people who drive (profile role driver or both); the others for everybody. */
function categoriesFor(role: UserRole | undefined): Array<IncentiveRow['category']> {
  return role === 'driver' || role === 'both' ? ['CARPOOL', 'SURVEY'] : ['SURVEY'];
}

/**
 * `GET /users/me/call-to-actions` (reference §3.6): the active incentives with a card for which the
 * person's rewards (not taken back) do not exceed the card's count; carpool cards only for drivers.
 */
export async function callToActionsOf(
  db: Db,
  recipientId: string,
  role: UserRole | undefined,
  now: Date,
  query: z.output<typeof CallToActionsQuerySchema>,
): Promise<Paged<CallToAction>> {
  const page = await callToActionPage(db, recipientId, {
    now,
    categories: categoriesFor(role),
    offset: query.offset,
    maxResults: query.maxResults,
  });
  return pagedView(query.offset, page, (row) => ({
    ...toIncentive(row),
    ctaTitle: row.ctaTitle ?? '',
    ctaBody: row.ctaBody ?? '',
    ctaButtonLabel: row.ctaButtonLabel ?? '',
    ctaButtonAction: row.ctaButtonAction ?? 'plan-ride',
  }));
}
