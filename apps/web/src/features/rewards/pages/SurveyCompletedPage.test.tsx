import {
  SURVEY_COMPLETION_FAILED_TEXT,
  SURVEY_ID_MISSING_MESSAGE,
  SURVEY_NOT_FOUND_MESSAGE,
} from '@achterhoek/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi, noContent, type FakeRoute } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { interaction } from '../testData';
import { pageOf } from '../../../test/fakePages';

function complete(path: string, routes: Record<string, FakeRoute>) {
  const api = mockApi({ 'GET /api/profile/survey-interactions': pageOf([interaction(5)]), ...routes });
  return { api, ...renderApp(path, signedIn()) };
}

describe('/survey-completed (spec 001 §2.14)', () => {
  it('marks the survey submitted once and continues to Home with a word of thanks', async () => {
    const { api, router } = complete('/survey-completed/survey-0', {
      'PUT /api/profile/survey-interactions/5/on-submit': noContent,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText(/Je beloning komt eraan/)).toBeInTheDocument();
    const [listed] = callsTo(api, 'GET', '/api/profile/survey-interactions');
    expect(listed?.url.searchParams.get('incentiveCode')).toBe('survey-0');
    expect(callsTo(api, 'PUT', '/api/profile/survey-interactions/5/on-submit')).toHaveLength(1);
  });

  it('shows the failure and the server’s reason, with a way Home', async () => {
    const { router } = complete('/survey-completed/survey-0', {
      'PUT /api/profile/survey-interactions/5/on-submit': apiError(422, SURVEY_NOT_FOUND_MESSAGE),
    });
    expect(await screen.findByText(SURVEY_COMPLETION_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByText(SURVEY_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Naar Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the server’s words for a missing id', async () => {
    complete('/survey-completed/survey-0', {
      'PUT /api/profile/survey-interactions/5/on-submit': apiError(400, SURVEY_ID_MISSING_MESSAGE),
    });
    expect(await screen.findByText(SURVEY_ID_MISSING_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(SURVEY_COMPLETION_FAILED_TEXT)).toBeInTheDocument();
  });

  it('says the survey cannot be found when the person has no interaction, without an incentive code too', async () => {
    const { api } = complete('/survey-completed', { 'GET /api/profile/survey-interactions': pageOf([]) });
    expect(await screen.findByText(SURVEY_COMPLETION_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByText(SURVEY_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    const [listed] = callsTo(api, 'GET', '/api/profile/survey-interactions');
    expect(listed?.url.searchParams.has('incentiveCode')).toBe(false);
  });
});
