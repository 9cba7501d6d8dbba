import type { SurveyInteraction } from '@achterhoek/contracts';
import { createSurveyInvitation, fetchSurveyInteractions, markSurveyRedirected } from '../api/rewardsApi';
import { surveyBrowser } from './browser';

/** An interaction the person may still take: not submitted and its window not passed. */
export function isOpen(interaction: SurveyInteraction): boolean {
  return interaction.submitTime === null && !interaction.expired;
}

/**
 * The 'start-survey' button of a call to action (reference §9, contracts profile-surveys.ts step 2): the
 * person's open interaction of the survey the incentive rewards, or else a new invitation (POST {}); then
 * the redirect is recorded (a failure there is silent: the survey must open all the same) and the survey
 * opens. Answers false when there is no survey for the person (the invitation answered 204).
 */
export async function startSurvey(incentiveCode: string): Promise<boolean> {
  const existing = (await fetchSurveyInteractions(incentiveCode)).data.find(isOpen);
  const interaction = existing ?? (await createSurveyInvitation());
  if (!interaction) return false;
  try {
    await markSurveyRedirected(interaction.id);
  } catch {
    // Silent by design (contracts profile-surveys.ts): the survey still opens.
  }
  surveyBrowser.goTo(interaction.surveyUrl);
  return true;
}
