import { describe, expect, it } from 'vitest';
import { personalSurveyUrl, surveyWindowHolds, surveyWindowPassed } from './survey-rules.js';

const created = new Date('2026-03-01T12:00:00Z');
const at = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
const survey = {
  startTime: new Date('2026-01-01T00:00:00Z'),
  endTime: new Date('2026-06-01T00:00:00Z'),
  takeDelayHours: 24,
  takeIntervalHours: 48,
};

describe('the survey window', () => {
  it('holds from the delay to the delay plus the interval, both edges inside', () => {
    expect(surveyWindowHolds(survey, created, at(23.99))).toBe(false);
    expect(surveyWindowHolds(survey, created, at(24))).toBe(true);
    expect(surveyWindowHolds(survey, created, at(72))).toBe(true);
    expect(surveyWindowHolds(survey, created, at(72.01))).toBe(false);
    expect(surveyWindowPassed(survey, created, at(72))).toBe(false);
    expect(surveyWindowPassed(survey, created, at(72.01))).toBe(true);
  });

  it('holds only while the survey is offered', () => {
    const late = { ...survey, takeIntervalHours: null, startTime: at(30), endTime: at(40) };
    expect(surveyWindowHolds(late, created, at(29))).toBe(false);
    expect(surveyWindowHolds(late, created, at(30))).toBe(true);
    expect(surveyWindowHolds(late, created, at(40))).toBe(false);
    expect(surveyWindowPassed(late, created, at(40))).toBe(true);
  });
});

describe('the personal survey URL', () => {
  it('adds the managed identity, to a URL or to a path of the app', () => {
    expect(personalSurveyUrl('https://survey.example/s?lang=nl', 'abc 1')).toBe(
      'https://survey.example/s?lang=nl&NetmobielID=abc+1',
    );
    expect(personalSurveyUrl('/api/profile/demo-survey', 'abc')).toBe(
      '/api/profile/demo-survey?NetmobielID=abc',
    );
  });
});
