import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi, type FakeRoute } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { cta, interaction } from '../testData';
import { forgetSurveyInvitations } from './useSurveyInvitation';
import { pageOf } from '../../../test/fakePages';

const POST = ['POST', '/api/profile/survey-interactions'] as const;

function start(routes: Record<string, FakeRoute>, creditsEnabled = true) {
  const api = mockApi({
    'GET /api/banker/users/me/call-to-actions': pageOf([cta('survey-0')]),
    'GET /api/profile/survey-interactions': pageOf([]),
    'POST /api/profile/survey-interactions': () => Response.json(interaction(5), { status: 201 }),
    ...routes,
  });
  return { api, ...renderApp('/community', signedIn(), { creditsEnabled }) };
}

beforeEach(() => forgetSurveyInvitations());

describe('the survey invitation at start-up (spec 000 §4)', () => {
  it('is issued once per session when a survey call to action is there and there is no interaction', async () => {
    const { api, router } = start({});
    await waitFor(() => expect(callsTo(api, ...POST)).toHaveLength(1));
    expect(callsTo(api, ...POST)[0]?.body).toEqual({});
    await router.navigate('/inbox');
    await router.navigate('/community');
    await screen.findByRole('heading', { level: 1, name: 'Community' });
    expect(callsTo(api, ...POST)).toHaveLength(1);
  });

  it('is not issued when the person has an interaction already', async () => {
    const { api } = start({ 'GET /api/profile/survey-interactions': pageOf([interaction(5)]) });
    await waitFor(() => expect(callsTo(api, 'GET', '/api/profile/survey-interactions')).toHaveLength(1));
    expect(callsTo(api, ...POST)).toHaveLength(0);
  });

  it('is not issued without a survey call to action', async () => {
    const { api } = start({
      'GET /api/banker/users/me/call-to-actions': pageOf([cta('profile-plus', { category: 'CARPOOL' })]),
    });
    await waitFor(() => expect(callsTo(api, 'GET', '/api/banker/users/me/call-to-actions')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1, name: 'Community' });
    expect(callsTo(api, 'GET', '/api/profile/survey-interactions')).toHaveLength(0);
    expect(callsTo(api, ...POST)).toHaveLength(0);
  });

  it('is not issued, nor asked about, with credits off', async () => {
    const { api } = start({}, false);
    await screen.findByRole('heading', { level: 1, name: 'Community' });
    expect(callsTo(api, 'GET', '/api/banker/users/me/call-to-actions')).toHaveLength(0);
    expect(callsTo(api, ...POST)).toHaveLength(0);
  });

  it('is silent when it fails', async () => {
    const { api } = start({ 'POST /api/profile/survey-interactions': apiError(500, 'Boom') });
    await waitFor(() => expect(callsTo(api, ...POST)).toHaveLength(1));
    expect(screen.queryByText(/fout/i)).not.toBeInTheDocument();
  });
});
