import type { RideAlert } from '@achterhoek/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, expectActingRoleSaved, mockApi, noContent, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { DOETINCHEM, WINTERSWIJK } from '../../../test/fakePlans';
import { shoutOutPage, testOffer, testShoutOut } from '../../../test/fakeShoutOuts';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';

const COMMUNITY = 'GET /api/planner/shout-outs';
const OWN = 'GET /api/planner/plans';
const ALERTS = 'GET /api/planner/ride-alerts';

const driver = (overrides: Parameters<typeof testProfile>[0] = {}) =>
  testProfile({ id: 'user-2', firstName: 'Henk', userRole: 'driver', actingRole: 'driver', ...overrides });

/** Gerda's shout-out as a driver sees it in the community's list. */
const GERDA_CARD =
  /^Station Winterswijk naar Station Doetinchem, Vertrek zondag 29 november( 2026)? om 19:00, Oproep van Gerda Wassink$/;

function alert(overrides: Partial<RideAlert> = {}): RideAlert {
  return {
    id: 3,
    from: WINTERSWIJK,
    to: DOETINCHEM,
    travelTime: '2026-11-29T19:00:00+01:00',
    useAsArrivalTime: false,
    nrSeats: 1,
    creationTime: '2026-11-22T10:00:00+01:00',
    matches: 0,
    ...overrides,
  };
}

const params = (call: { url: URL }) => Object.fromEntries(call.url.searchParams);

/** The ride alerts' paged answer: one page of these alerts out of `totalCount`. */
const alertPage = (data: RideAlert[], offset = 0, totalCount = data.length) => ({
  totalCount,
  offset,
  count: data.length,
  data,
});

describe('the shout-out list', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('shows a driver the open shout-outs around home, and those in the whole country on request', async () => {
    const fetch = mockApi({ [COMMUNITY]: shoutOutPage([testShoutOut()]) }, driver());
    renderApp('/shout-outs', signedIn('Henk Lubbers'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oproepen' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: GERDA_CARD });
    expect(card).toHaveAttribute('href', '/shout-out-driver/5');
    // Each shout-out is an item of one list.
    expect(within(card.closest('ul')!).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Actueel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Woonplaats' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Locatie' })).toBeDisabled();
    // Home is [6.35, 52.0] (longitude, latitude): asked as lat,lon with the nearby and travel radii.
    expect(params(callsTo(fetch, 'GET', '/api/planner/shout-outs')[0]!)).toEqual({
      location: '52,6.35',
      depArrRadius: '20000',
      travelRadius: '50000',
      inProgressOnly: 'true',
      maxResults: '10',
      offset: '0',
    });
    // A driver has no own shout-outs and no ride alerts here.
    expect(callsTo(fetch, 'GET', '/api/planner/plans')).toHaveLength(0);
    expect(callsTo(fetch, 'GET', '/api/planner/ride-alerts')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Land' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'GET', '/api/planner/shout-outs')).toHaveLength(2));
    expect(params(callsTo(fetch, 'GET', '/api/planner/shout-outs')[1]!)).toMatchObject({
      location: '52.25,5.35',
      depArrRadius: '200000',
      travelRadius: '200000',
    });
  });

  it('shows a driver without a home address the whole country, and says why', async () => {
    const fetch = mockApi({ [COMMUNITY]: shoutOutPage([]) }, driver({ address: null }));
    renderApp('/shout-outs', signedIn('Henk Lubbers'));
    expect(await screen.findByText('Er zijn geen oproepen gevonden.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Woonplaats' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Land' })).toBeChecked();
    expect(screen.getByText(/Je hebt nog geen adres in je profiel/)).toBeInTheDocument();
    expect(params(callsTo(fetch, 'GET', '/api/planner/shout-outs')[0]!)).toMatchObject({
      location: '52.25,5.35',
      depArrRadius: '200000',
      travelRadius: '200000',
    });
  });

  it('shows a driver the past shout-outs, 5 first and then 10 more', async () => {
    const past = Array.from({ length: 8 }, (_, i) =>
      testShoutOut({ id: 20 + i, latestArrivalTime: '2026-11-20T19:40:00+01:00' }),
    );
    const fetch = mockApi(
      {
        [COMMUNITY]: ({ url }) => {
          if (url.searchParams.get('inProgressOnly') === 'true') return shoutOutPage([]);
          const offset = Number(url.searchParams.get('offset'));
          const size = Number(url.searchParams.get('maxResults'));
          return shoutOutPage(past.slice(offset, offset + size), past.length, offset);
        },
      },
      driver(),
    );
    renderApp('/shout-outs', signedIn('Henk Lubbers'));
    expect(await screen.findByText('Er zijn geen oproepen gevonden.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Historie' }));
    // A list that does not fill the screen keeps loading without a scroll.
    await vi.waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Deze oproep is verstreken$/ })).toHaveLength(8),
    );
    const asked = callsTo(fetch, 'GET', '/api/planner/shout-outs').slice(1).map(params);
    expect(asked).toEqual([
      expect.objectContaining({
        inProgressOnly: 'false',
        until: '2026-11-23T09:00:00.000Z',
        maxResults: '5',
        offset: '0',
      }),
      expect.objectContaining({ inProgressOnly: 'false', maxResults: '10', offset: '5' }),
    ]);
  });

  it('shows a passenger their own shout-outs with the offers, and the history latest first', async () => {
    const fetch = mockApi({
      [OWN]: ({ url }) =>
        url.searchParams.get('since') !== null
          ? shoutOutPage([testShoutOut({ itineraries: [testOffer(1), testOffer(2, {}, 'CANCELLED')] })])
          : shoutOutPage([
              testShoutOut({ id: 6, planState: 'CANCELLED' }),
              testShoutOut({ id: 7, latestArrivalTime: '2026-11-20T19:40:00+01:00' }),
            ]),
      [ALERTS]: alertPage([]),
    });
    renderApp('/shout-outs', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn Oproepen' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', {
        name: /^Station Winterswijk naar Station Doetinchem, Vertrek zondag 29 november( 2026)? om 19:00, 1 aanbod$/,
      }),
    ).toHaveAttribute('href', '/shout-out-passenger/5');
    // Actueel: every own shout-out still to come, a filled or cancelled one too.
    expect(params(callsTo(fetch, 'GET', '/api/planner/plans')[0]!)).toEqual({
      planType: 'SHOUT_OUT',
      inProgress: 'false',
      since: '2026-11-23T09:00:00.000Z',
      sortDir: 'ASC',
      maxResults: '10',
      offset: '0',
    });
    expect(screen.queryByRole('radio', { name: 'Woonplaats' })).not.toBeInTheDocument();
    // No ride alerts: no section.
    expect(screen.queryByRole('heading', { name: 'Mijn ritmeldingen' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Historie' }));
    expect(
      await screen.findByRole('link', {
        name: /^Station Winterswijk naar Station Doetinchem, Vertrek zondag 29 november( 2026)? om 19:00, Deze oproep is geannuleerd$/,
      }),
    ).toHaveAttribute('href', '/shout-out-passenger/6');
    const expired = screen.getByRole('link', { name: /Deze oproep is verstreken$/ });
    expect(within(expired).getByText('Nog geen aanbod')).toBeInTheDocument();
    expect(params(callsTo(fetch, 'GET', '/api/planner/plans').at(-1)!)).toEqual({
      planType: 'SHOUT_OUT',
      inProgress: 'false',
      sortDir: 'DESC',
      until: '2026-11-23T09:00:00.000Z',
      maxResults: '5',
      offset: '0',
    });
  });

  it('says so when there are none, and offers a retry when they cannot be fetched', async () => {
    let fail = true;
    mockApi({
      [OWN]: () =>
        fail ? Response.json({ status: 500, message: 'kapot' }, { status: 500 }) : shoutOutPage([]),
      [ALERTS]: alertPage([]),
    });
    renderApp('/shout-outs', signedIn());
    expect(await screen.findByText('Fout bij het ophalen van de oproepen.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Er zijn geen oproepen gevonden.')).toBeInTheDocument();
  });

  it('shows both lists as tabs to a user who is both, and remembers the chosen one', async () => {
    let profile = testProfile({ userRole: 'both', actingRole: 'passenger' });
    const fetch = mockApi(
      {
        'GET /api/profile/profiles/me': () => profile,
        [OWN]: shoutOutPage([]),
        [ALERTS]: alertPage([]),
        [COMMUNITY]: shoutOutPage([testShoutOut()]),
        'PUT /api/profile/profiles/me': () => {
          profile = { ...profile, actingRole: 'driver' };
          return noContent();
        },
      },
      profile,
    );
    renderApp('/shout-outs', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Oproepen' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Mijn oproepen', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Er zijn geen oproepen gevonden.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Community' }));
    await expectActingRoleSaved(fetch, 'driver');
    expect(await screen.findByRole('tab', { name: 'Community', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: GERDA_CARD })).toBeInTheDocument();
  });

  it('lists the passenger’s ride alerts and removes one', async () => {
    let alerts = [alert({ matches: 2 })];
    const fetch = mockApi({
      [OWN]: shoutOutPage([]),
      [ALERTS]: () => alertPage(alerts),
      'DELETE /api/planner/ride-alerts/3': () => {
        alerts = [];
        return noContent();
      },
    });
    renderApp('/shout-outs', signedIn());
    const section = await screen.findByRole('region', { name: 'Mijn ritmeldingen' });
    expect(within(section).getByText('Station Winterswijk naar Station Doetinchem')).toBeInTheDocument();
    expect(within(section).getByText(/^Vertrek zondag 29 november( 2026)? om 19:00$/)).toBeInTheDocument();
    expect(within(section).getByText('2 ritten aangeboden')).toBeInTheDocument();

    fireEvent.click(
      within(section).getByRole('button', {
        name: /^Verwijderen: ritmelding Station Winterswijk naar Station Doetinchem, Vertrek zondag 29 november( 2026)? om 19:00$/,
      }),
    );
    expect(await screen.findByText('Je ritmelding is verwijderd.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/planner/ride-alerts/3')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Mijn ritmeldingen' })).not.toBeInTheDocument(),
    );
  });

  it('says so when a ride alert cannot be removed', async () => {
    mockApi({
      [OWN]: shoutOutPage([]),
      [ALERTS]: alertPage([alert()]),
      'DELETE /api/planner/ride-alerts/3': () =>
        Response.json({ status: 500, message: 'kapot' }, { status: 500 }),
    });
    renderApp('/shout-outs', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: /^Verwijderen: ritmelding/ }));
    expect(await screen.findByText('Fout bij het verwijderen van je ritmelding.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mijn ritmeldingen' })).toBeInTheDocument();
  });

  it('lists the ride alerts ten at a time and loads more on request', async () => {
    const all = Array.from({ length: 12 }, (_, index) =>
      alert({ id: index + 1, travelTime: `2026-12-${String(index + 1).padStart(2, '0')}T09:00:00+01:00` }),
    );
    const fetch = mockApi({
      [OWN]: shoutOutPage([]),
      [ALERTS]: ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        const size = Number(url.searchParams.get('maxResults'));
        return alertPage(all.slice(offset, offset + size), offset, all.length);
      },
    });
    renderApp('/shout-outs', signedIn());
    const section = await screen.findByRole('region', { name: 'Mijn ritmeldingen' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(within(section).getByRole('button', { name: 'Meer ritmeldingen laden' }));
    await vi.waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(12));
    expect(callsTo(fetch, 'GET', '/api/planner/ride-alerts').map(params)).toEqual([
      { offset: '0', maxResults: '10' },
      { offset: '10', maxResults: '10' },
    ]);
    expect(
      within(section).queryByRole('button', { name: 'Meer ritmeldingen laden' }),
    ).not.toBeInTheDocument();
  });
});
