import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStorageKeys } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import type { TripPlace } from '../lib/searchCriteria';

const station: TripPlace = { label: 'Station Winterswijk', lat: 51.97, lon: 6.72, category: 'station' };
const home: TripPlace = { label: 'Hoofdstraat 1, Zelhem', lat: 52.0, lon: 6.35, category: 'address' };

function storeCriteria(from: TripPlace | null, to: TripPlace | null, owner = 'user-1') {
  sessionStorage.setItem(
    sessionStorageKeys.searchCriteria,
    JSON.stringify({ version: 1, owner, from, to, picked: null }),
  );
}

const fromField = () => screen.getByRole('link', { name: /^Van / });
const toField = () => screen.getByRole('link', { name: /^Naar / });

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
