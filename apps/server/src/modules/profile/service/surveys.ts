import {
  SURVEY_INTERACTION_URN_PREFIX,
  SURVEY_NOT_FOUND_MESSAGE,
  SURVEY_URN_PREFIX,
  type CreateSurveyInvitationRequest,
  type Paged,
  type Survey,
  type SurveyInteraction,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { NotFoundError, UnprocessableError } from '../../../platform/errors.js';
import * as repository from '../repository/index.js';
import type { SurveyInteractionRow, SurveyInteractionWithSurvey, SurveyRow } from '../repository/index.js';
import { personalSurveyUrl, surveyWindowHolds, surveyWindowPassed } from '../survey-rules.js';
import { paged, requireProfile, type ProfileServiceDeps } from './shared.js';

/** What a submitted survey tells the module that rewards it (the banker's grantReward, wired in app.ts). */
export interface SurveySubmitted {
  managedIdentity: string;
  name: string;
  email: string;
  /** `urn:nb:pf:survey-interaction:{id}`: the reward's fact, so one interaction earns it once. */
  interactionUrn: string;
  incentiveCode: string;
}

/** Runs inside the submit's transaction: the submit and its reward commit or fail together. */
export type SurveySubmittedHook = (db: Db, submitted: SurveySubmitted) => Promise<void>;

export interface SurveyServiceDeps extends ProfileServiceDeps {
  onSurveySubmitted: SurveySubmittedHook;
}

export function surveyView(row: SurveyRow): Survey {
  return {
    id: row.id,
    urn: `${SURVEY_URN_PREFIX}${row.id}`,
    title: row.title,
    surveyUrl: row.url,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    takeDelayHours: row.takeDelayHours,
    takeIntervalHours: row.takeIntervalHours,
    incentiveCode: row.incentiveCode,
    rewardCredits: row.rewardCredits,
  };
}

function interactionView(
  interaction: SurveyInteractionRow,
  survey: SurveyRow,
  profileCreatedAt: Date,
  now: Date,
): SurveyInteraction {
  return {
    id: interaction.id,
    urn: `${SURVEY_INTERACTION_URN_PREFIX}${interaction.id}`,
    survey: surveyView(survey),
    invitationTime: interaction.invitationTime.toISOString(),
    invitationCount: interaction.invitationCount,
    redirectTime: interaction.redirectTime?.toISOString() ?? null,
    submitTime: interaction.submitTime?.toISOString() ?? null,
    // A submitted survey stays done; only an open invitation runs out.
    expired: interaction.submitTime === null && surveyWindowPassed(survey, profileCreatedAt, now),
    surveyUrl: personalSurveyUrl(survey.url, interaction.profileId),
  };
}

/**
 * `POST /survey-interactions`: the invitation to the one survey whose window holds for the caller now
 * and that they have not submitted (the newest offered first). Their interaction is made, or reused with
 * its count one up. Undefined (204) when no survey applies or it was submitted meanwhile.
 */
export async function issueSurveyInvitation(
  deps: SurveyServiceDeps,
  caller: AuthUser,
  input: CreateSurveyInvitationRequest,
): Promise<SurveyInteraction | undefined> {
  const profile = await requireProfile(deps.db, caller.id);
  const now = deps.clock.now();
  const offered = await repository.surveysOfferedAt(deps.db, now, input.incentiveCode);
  const submitted = await repository.submittedSurveyIds(deps.db, profile.id);
  const survey = offered.find(
    (candidate) => !submitted.has(candidate.id) && surveyWindowHolds(candidate, profile.createdAt, now),
  );
  if (!survey) return undefined;
  const row = await repository.inviteToSurvey(deps.db, { surveyId: survey.id, profileId: profile.id, now });
  return row ? interactionView(row, survey, profile.createdAt, now) : undefined;
}

/** The caller's interactions, newest invitation first. */
export async function listSurveyInteractions(
  deps: SurveyServiceDeps,
  caller: AuthUser,
  query: { incentiveCode?: string | undefined; offset: number; maxResults: number },
): Promise<Paged<SurveyInteraction>> {
  const page = await repository.listSurveyInteractions(deps.db, {
    profileId: caller.id,
    incentiveCode: query.incentiveCode,
    offset: query.offset,
    limit: query.maxResults,
  });
  const profile = page.rows.length > 0 ? await requireProfile(deps.db, caller.id) : undefined;
  const now = deps.clock.now();
  const data = profile
    ? page.rows.map(({ interaction, survey }) => interactionView(interaction, survey, profile.createdAt, now))
    : [];
  return paged(query.offset, page.totalCount, data);
}

/** The caller's own interaction; another person's answers 404 as one that does not exist. */
async function ownInteraction(
  db: Db,
  caller: AuthUser,
  id: number,
  options: { lock?: boolean } = {},
): Promise<SurveyInteractionWithSurvey & { profileCreatedAt: Date; name: string; email: string }> {
  const found = await repository.findSurveyInteraction(db, id, caller.id, options);
  if (!found) throw new NotFoundError(SURVEY_NOT_FOUND_MESSAGE);
  const profile = await requireProfile(db, caller.id);
  return {
    ...found,
    profileCreatedAt: profile.createdAt,
    name: `${profile.firstName} ${profile.lastName}`,
    email: profile.email,
  };
}

export async function getSurveyInteraction(
  deps: SurveyServiceDeps,
  caller: AuthUser,
  id: number,
): Promise<SurveyInteraction> {
  const found = await ownInteraction(deps.db, caller, id);
  return interactionView(found.interaction, found.survey, found.profileCreatedAt, deps.clock.now());
}

/**
 * `on-redirect`: the caller goes to the survey now. After submission nothing changes; once the window
 * has passed the survey can no longer be taken (422).
 */
export async function recordSurveyRedirect(
  deps: SurveyServiceDeps,
  caller: AuthUser,
  id: number,
): Promise<void> {
  const { interaction, survey, profileCreatedAt } = await ownInteraction(deps.db, caller, id);
  if (interaction.submitTime) return;
  const now = deps.clock.now();
  if (surveyWindowPassed(survey, profileCreatedAt, now))
    throw new UnprocessableError(SURVEY_NOT_FOUND_MESSAGE);
  await repository.markSurveyRedirected(deps.db, interaction.id, now);
}

/**
 * `on-submit` (reference §5.2): needs the invitation, a redirect to the survey first and a window that
 * has not passed (422 otherwise). Sets the submit time once and, in the same transaction, grants the
 * survey's reward through the hook. The interaction is locked, so of two submits at once only the first
 * sets the time and rewards; a later submit changes nothing.
 */
export async function recordSurveySubmit(
  deps: SurveyServiceDeps,
  caller: AuthUser,
  id: number,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const found = await ownInteraction(tx, caller, id, { lock: true });
    const { interaction, survey } = found;
    if (interaction.submitTime) return;
    const now = deps.clock.now();
    if (!interaction.redirectTime || surveyWindowPassed(survey, found.profileCreatedAt, now)) {
      throw new UnprocessableError(SURVEY_NOT_FOUND_MESSAGE);
    }
    if (!(await repository.markSurveySubmitted(tx, interaction.id, now))) return;
    await deps.onSurveySubmitted(tx, {
      managedIdentity: interaction.profileId,
      name: found.name,
      email: found.email,
      interactionUrn: `${SURVEY_INTERACTION_URN_PREFIX}${interaction.id}`,
      incentiveCode: survey.incentiveCode,
    });
  });
}
