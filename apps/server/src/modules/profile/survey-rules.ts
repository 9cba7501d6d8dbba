import { SURVEY_IDENTITY_PARAMETER } from '@achterhoek/contracts';

const HOUR_MS = 3_600_000;

/** What the window rule reads of a survey. */
export interface SurveyWindow {
  startTime: Date;
  endTime: Date | null;
  takeDelayHours: number;
  /** Null: the window has no end for the person. */
  takeIntervalHours: number | null;
}

/**
 * Reference §5.2: a survey is for a person now when it is offered now (started, not ended) and the hours
 * since their profile was made are at least `takeDelayHours` and at most `takeDelayHours +
 * takeIntervalHours` (both edges inside).
 */
export function surveyWindowHolds(survey: SurveyWindow, profileCreatedAt: Date, now: Date): boolean {
  if (now.getTime() < survey.startTime.getTime()) return false;
  if (survey.endTime && now.getTime() >= survey.endTime.getTime()) return false;
  const elapsed = now.getTime() - profileCreatedAt.getTime();
  if (elapsed < survey.takeDelayHours * HOUR_MS) return false;
  return !surveyWindowPassed(survey, profileCreatedAt, now);
}

/**
 * An invitation has expired once the survey has ended or the person's window has closed (more than
 * `takeDelayHours + takeIntervalHours` since their profile was made): it can no longer be submitted.
 */
export function surveyWindowPassed(survey: SurveyWindow, profileCreatedAt: Date, now: Date): boolean {
  if (survey.endTime && now.getTime() >= survey.endTime.getTime()) return true;
  if (survey.takeIntervalHours === null) return false;
  const elapsed = now.getTime() - profileCreatedAt.getTime();
  return elapsed > (survey.takeDelayHours + survey.takeIntervalHours) * HOUR_MS;
}

/**
 * The survey's page for one person: its URL with their managed identity as `NetmobielID`, so the survey
 * knows whom an answer is from. A path (the built-in demo survey) stays a path of the app.
 */
export function personalSurveyUrl(url: string, managedIdentity: string): string {
  const relative = url.startsWith('/');
  const parsed = new URL(url, 'http://app.invalid');
  parsed.searchParams.set(SURVEY_IDENTITY_PARAMETER, managedIdentity);
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}
