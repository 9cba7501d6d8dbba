import type { UserEvent } from '@achterhoek/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionLog } from '../../../lib/session-log';
import { apiError, callsTo, type FakeRoute, mockApi, noContent, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { surveyBrowser } from '../lib/browser';
import { forgetSurveyInvitations } from '../lib/useSurveyInvitation';
import { cta, interaction } from '../testData';
import { pageOf } from '../../../test/fakePages';

/** A stand-in for the browser's IntersectionObserver: the test says when the cards come into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  private element: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.element = element;
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  show() {
    this.callback(
      [{ isIntersecting: true, target: this.element! } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const planRide = cta('shared-ride-done', {
  category: 'CARPOOL',
  ctaTitle: 'Bied een rit aan',
  ctaBody: 'Neem iemand mee en verdien credits.',
  ctaButtonLabel: 'Rit aanbieden',
  ctaButtonAction: 'plan-ride',
});
const survey = cta('survey-0');

function openHome(ctas = [planRide, survey], routes: Record<string, FakeRoute> = {}, creditsEnabled = true) {
  const api = mockApi({
    'GET /api/banker/users/me/call-to-actions': pageOf(ctas),
    'GET /api/profile/survey-interactions': pageOf([interaction(5)]),
    'PUT /api/profile/survey-interactions/5/on-redirect': noContent,
    ...routes,
  });
  const view = renderApp('/home', signedIn(), { creditsEnabled });
  return { api, ...view };
}

/** The session-log events sent by the next flush. */
async function sentEvents(api: ReturnType<typeof mockApi>): Promise<UserEvent[]> {
  await sessionLog.flush();
  return callsTo(api, 'POST', '/api/profile/profiles/me/session-log').flatMap(
    (call) => (call.body as { userEvents: UserEvent[] }).userEvents,
  );
}

beforeEach(async () => {
  forgetSurveyInvitations();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  FakeObserver.last = undefined;
  // Start each test with an empty log (the onboarding page of another test may have held it back).
  const spy = mockApi();
  await sessionLog.flush({ final: true });
  spy.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("Home 'Updates' (spec 000 §2)", () => {
  it('shows each call to action as an article with its title, text and button', async () => {
    const { api } = openHome();
    const region = await screen.findByRole('region', { name: 'Updates' });
    const articles = within(region).getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[0]!).getByRole('heading', { name: 'Bied een rit aan' })).toBeInTheDocument();
    expect(articles[0]).toHaveTextContent('Neem iemand mee en verdien credits.');
    expect(within(articles[1]!).getByRole('button', { name: 'Naar de enquête' })).toBeInTheDocument();
    expect(queryOf(api, 'GET', '/api/banker/users/me/call-to-actions')).toEqual({
      offset: '0',
      maxResults: '10',
    });
  });

  it('logs CTA_IN_VIEW with the number of cards once, when they come into view', async () => {
    const { api } = openHome();
    await screen.findByRole('region', { name: 'Updates' });
    expect((await sentEvents(api)).filter((event) => event.event === 'CTA_IN_VIEW')).toHaveLength(0);
    act(() => FakeObserver.last!.show());
    act(() => FakeObserver.last!.show());
    const inView = (await sentEvents(api)).filter((event) => event.event === 'CTA_IN_VIEW');
    expect(inView).toHaveLength(1);
    expect(inView[0]).toMatchObject({ event: 'CTA_IN_VIEW', size: 2 });
  });

  it('logs CTA_SELECTED with the card’s code and opens the ride planning page for plan-ride', async () => {
    const { api, router } = openHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Rit aanbieden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    const selected = (await sentEvents(api)).filter((event) => event.event === 'CTA_SELECTED');
    expect(selected).toEqual([expect.objectContaining({ ctaId: 'shared-ride-done' })]);
  });

  it('opens the onboarding page for onboarding-profile', async () => {
    const { router } = openHome([
      cta('profile-plus', { ctaButtonAction: 'onboarding-profile', ctaButtonLabel: 'Profiel aanvullen' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Profiel aanvullen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboardingPage'));
  });

  it('starts the survey: marks the redirect, then opens the survey', async () => {
    const goTo = vi.spyOn(surveyBrowser, 'goTo').mockImplementation(() => undefined);
    const { api } = openHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Naar de enquête' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/profile/demo-survey?NetmobielID=user-1'));
    const listed = callsTo(api, 'GET', '/api/profile/survey-interactions');
    expect(listed.some((call) => call.url.searchParams.get('incentiveCode') === 'survey-0')).toBe(true);
    expect(callsTo(api, 'PUT', '/api/profile/survey-interactions/5/on-redirect')).toHaveLength(1);
    expect((await sentEvents(api)).filter((event) => event.event === 'CTA_SELECTED')).toEqual([
      expect.objectContaining({ ctaId: 'survey-0' }),
    ]);
  });

  it('opens the survey even when marking the redirect fails, and invites first when there is none', async () => {
    const goTo = vi.spyOn(surveyBrowser, 'goTo').mockImplementation(() => undefined);
    const { api } = openHome([survey], {
      'GET /api/profile/survey-interactions': pageOf([]),
      'POST /api/profile/survey-interactions': () => Response.json(interaction(5), { status: 201 }),
      'PUT /api/profile/survey-interactions/5/on-redirect': apiError(422, 'Te laat'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Naar de enquête' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/profile/demo-survey?NetmobielID=user-1'));
    expect(callsTo(api, 'POST', '/api/profile/survey-interactions').at(-1)?.body).toEqual({});
    expect(screen.queryByText(/Fout bij/)).not.toBeInTheDocument();
  });

  it('is not shown when there are none', async () => {
    const { api } = openHome([]);
    await waitFor(() => expect(callsTo(api, 'GET', '/api/banker/users/me/call-to-actions')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Updates' })).not.toBeInTheDocument();
  });

  it('is not shown, nor asked for, when credits are switched off', async () => {
    const { api } = openHome([planRide], {}, false);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Updates' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/banker/users/me/call-to-actions')).toHaveLength(0);
  });
});
