import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStorageKeys } from '../../../lib/storage-keys';
import { callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { testPlan } from '../../../test/fakePlans';
import type { SearchTravelTime, TripPlace } from '../lib/searchCriteria';

const station: TripPlace = { label: 'Station Winterswijk', lat: 51.97, lon: 6.72, category: 'station' };
const home: TripPlace = { label: 'Hoofdstraat 1, Zelhem', lat: 52.0, lon: 6.35, category: 'address' };

function storeCriteria(
  from: TripPlace | null,
  to: TripPlace | null,
  owner = 'user-1',
  travelTime: SearchTravelTime | null = null,
) {
  sessionStorage.setItem(
    sessionStorageKeys.searchCriteria,
    JSON.stringify({ version: 1, owner, from, to, travelTime, picked: null }),
  );
}

function storedCriteria(): unknown {
  return JSON.parse(sessionStorage.getItem(sessionStorageKeys.searchCriteria) ?? 'null');
}

const fromField = () => screen.getByRole('link', { name: /^Van / });
const toField = () => screen.getByRole('link', { name: /^Naar / });
const planButton = () => screen.getByRole('button', { name: 'Plan je rit!' });
const PAST_TIME = 'De geselecteerde tijd ligt in het verleden.';

/** The search page from the station to home, shown once its title is; the planner finds nothing. */
async function openStationToHome() {
  storeCriteria(station, home);
  const fetch = mockApi({ 'GET /api/planner/search/plan': testPlan([]) });
  const view = renderApp('/search', signedIn());
  await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' });
  return { ...view, fetch };
}

describe('trip search page', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('asks where to, with empty Van and Naar fields that say what to do', async () => {
    mockApi();
    renderApp('/search', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' })).toBeInTheDocument();
    expect(fromField()).toHaveAccessibleName('Van Kies waar je vertrekt');
    expect(toField()).toHaveAccessibleName('Naar Kies waar je heen gaat');
    expect(screen.getByRole('button', { name: 'Van en naar omwisselen' })).toBeDisabled();
  });

  it('opens the location page for each field', async () => {
    mockApi({ 'GET /api/profile/profiles/me/places': { totalCount: 0, offset: 0, count: 0, data: [] } });
    const { router } = renderApp('/search', signedIn());
    expect(fromField()).toHaveAttribute('href', '/searchLocation/from;true');
    expect(toField()).toHaveAttribute('href', '/searchLocation/to;true');

    fireEvent.click(toField());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wat is je bestemming?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/searchLocation/to;true');
    // The location page has the back button in the top bar.
    expect(screen.getByRole('button', { name: 'Terug' })).toBeInTheDocument();
  });

  it('shows the places of this session and swaps them', () => {
    storeCriteria(station, home);
    mockApi();
    renderApp('/search', signedIn());
    expect(fromField()).toHaveAccessibleName('Van Station Winterswijk');
    expect(toField()).toHaveAccessibleName('Naar Hoofdstraat 1, Zelhem');

    fireEvent.click(screen.getByRole('button', { name: 'Van en naar omwisselen' }));
    expect(fromField()).toHaveAccessibleName('Van Hoofdstraat 1, Zelhem');
    expect(toField()).toHaveAccessibleName('Naar Station Winterswijk');
    expect(screen.getByText('Van en naar zijn omgewisseld.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.searchCriteria) ?? '')).toMatchObject({
      from: home,
      to: station,
    });
  });

  it('swaps a single place into the other field', () => {
    storeCriteria(station, null);
    mockApi();
    renderApp('/search', signedIn());
    fireEvent.click(screen.getByRole('button', { name: 'Van en naar omwisselen' }));
    expect(within(fromField()).getByText('Kies waar je vertrekt')).toBeInTheDocument();
    expect(toField()).toHaveAccessibleName('Naar Station Winterswijk');
  });

  it('does not show another user’s places from earlier in this tab', () => {
    storeCriteria(station, home, 'someone-else');
    mockApi();
    renderApp('/search', signedIn());
    expect(fromField()).toHaveAccessibleName('Van Kies waar je vertrekt');
    expect(toField()).toHaveAccessibleName('Naar Kies waar je heen gaat');
  });
});

describe('planning from the trip search page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // Monday 23 November 2026, 10:17 in Amsterdam.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:17:00+01:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the next full hour, leaving, and plans only once both places are chosen', async () => {
    storeCriteria(station, null);
    mockApi();
    renderApp('/search', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' });
    expect(screen.getByRole('radio', { name: 'Vertrek' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveValue('23-11-2026');
    expect(screen.getByLabelText('Tijd')).toHaveValue('11:00');
    expect(screen.getByRole('link', { name: 'Ritvoorkeuren' })).toHaveAttribute('href', '/searchOptions');
    expect(planButton()).toBeDisabled();
  });

  it('names the calendar’s buttons in Dutch', async () => {
    mockApi();
    renderApp('/search', signedIn());
    fireEvent.click(await screen.findByRole('textbox', { name: 'Datum' }));
    expect(await screen.findByRole('button', { name: 'Volgende maand' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige maand' })).toBeInTheDocument();
  });

  it('searches for what is on screen: the time, arriving, kept in the criteria', async () => {
    const { router } = await openStationToHome();
    fireEvent.click(screen.getByRole('radio', { name: 'Aankomst' }));
    fireEvent.change(screen.getByLabelText('Tijd'), { target: { value: '14:32' } });
    expect(planButton()).toBeEnabled();
    fireEvent.click(planButton());

    expect(router.state.location.pathname).toBe('/searchResults/-1');
    // On the 5-minute grid.
    expect(storedCriteria()).toMatchObject({
      travelTime: { when: '2026-11-23T14:30:00+01:00', arriving: true },
    });
  });

  it('keeps the default time when it searches without choosing one', async () => {
    const { router } = await openStationToHome();
    fireEvent.click(planButton());
    expect(router.state.location.pathname).toBe('/searchResults/-1');
    expect(storedCriteria()).toMatchObject({
      travelTime: { when: '2026-11-23T11:00:00+01:00', arriving: false },
    });
  });

  it('asks the planner anew each time, also for the same question', async () => {
    const { router, fetch } = await openStationToHome();
    fireEvent.click(planButton());
    await screen.findByText('Helaas, er zijn geen ritten gevonden.');
    await act(() => router.navigate('/search'));
    fireEvent.click(await screen.findByRole('button', { name: 'Plan je rit!' }));
    await screen.findByText('Helaas, er zijn geen ritten gevonden.');
    expect(callsTo(fetch, 'GET', '/api/planner/search/plan')).toHaveLength(2);
  });

  it('does not plan for a time in the past, and says so', async () => {
    storeCriteria(station, home, 'user-1', { when: '2026-11-23T09:00:00+01:00', arriving: false });
    mockApi();
    renderApp('/search', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' });
    expect(screen.getByLabelText('Tijd')).toHaveValue('09:00');
    expect(planButton()).toBeDisabled();
    expect(await screen.findByText(PAST_TIME)).toBeInTheDocument();

    // A time later today makes it possible again.
    fireEvent.change(screen.getByLabelText('Tijd'), { target: { value: '12:00' } });
    expect(planButton()).toBeEnabled();
  });

  it('says the time is past when the clock passed it before the tap', async () => {
    storeCriteria(station, home, 'user-1', { when: '2026-11-23T10:20:00+01:00', arriving: false });
    mockApi();
    const { router } = renderApp('/search', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' });
    expect(planButton()).toBeEnabled();
    expect(screen.queryByText(PAST_TIME)).not.toBeInTheDocument();

    vi.setSystemTime(new Date('2026-11-23T10:21:00+01:00'));
    fireEvent.click(planButton());
    expect(await screen.findByText(PAST_TIME)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
  });
});
