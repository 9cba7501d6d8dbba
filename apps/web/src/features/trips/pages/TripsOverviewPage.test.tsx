import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  expectActingRoleSaved,
  mockApi,
  noContent,
  queryOf,
  testProfile,
} from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { testTrip, tripPage } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { pagedRoute } from '../../../test/fakePages';

const RIDES = 'GET /api/rideshare/rides';
const TRIPS = 'GET /api/planner/trips';
const page = (rides: ReturnType<typeof testRide>[]) => ({
  totalCount: rides.length,
  offset: 0,
  count: rides.length,
  data: rides,
});

/** All 25 items of the list are shown, the second page asked for by the overview itself. */
async function expectAllPagesLoaded(fetch: ReturnType<typeof mockApi>, path: string) {
  // Two pages render one after the other: on a busy machine that takes longer than waitFor's default second.
  await vi.waitFor(
    () =>
      expect(
        screen.getAllByRole('link', { name: /^Station Winterswijk naar Station Doetinchem/ }),
      ).toHaveLength(25),
    { timeout: 5000 },
  );
  expect(callsTo(fetch, 'GET', path).map((call) => call.url.searchParams.get('offset'))).toEqual(['0', '20']);
}

describe('the trips overview', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('lists a driver’s planned rides, and the past ones on request', async () => {
    const fetch = mockApi(
      {
        [RIDES]: ({ url }) =>
          url.searchParams.get('sortDir') === 'DESC'
            ? page([])
            : page([testRide(), testRide({ id: 13, departureTime: '2026-11-25T07:30:00+01:00' })]),
      },
      testProfile({ userRole: 'driver', actingRole: 'driver' }),
    );
    renderApp('/tripsOverviewPage', signedIn());
    expect(
      await screen.findByRole('link', { name: /^Station Winterswijk naar Station Doetinchem, dinsdag/ }),
    ).toHaveAttribute('href', '/rideDetailPage/12');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const [asked] = callsTo(fetch, 'GET', '/api/rideshare/rides');
    expect(asked!.url.searchParams.get('since')).toBe('2026-11-23T09:00:00.000Z');

    fireEvent.click(screen.getByRole('radio', { name: 'Geweest' }));
    expect(await screen.findByText('Je hebt geen ritten in deze lijst.')).toBeInTheDocument();
  });

  it('says on a ride card how many of the offered seats are still free', async () => {
    mockApi(
      {
        [RIDES]: page([
          testRide({
            bookings: [
              testBooking(),
              testBooking({ id: 4, bookingRef: 'urn:nb:rs:booking:4', state: 'CANCELLED', nrSeats: 2 }),
            ],
          }),
        ]),
      },
      testProfile({ userRole: 'driver', actingRole: 'driver' }),
    );
    renderApp('/tripsOverviewPage', signedIn());
    const card = await screen.findByRole('link', { name: /^Station Winterswijk naar Station Doetinchem/ });
    expect(card).toHaveTextContent('2 van 3 plaatsen vrij · 1 boeking');
  });

  it('shows both roles as tabs to a user who is both, and remembers the chosen one', async () => {
    const fetch = mockApi(
      { [RIDES]: page([testRide()]), [TRIPS]: tripPage([]), 'PUT /api/profile/profiles/me': noContent },
      testProfile({ userRole: 'both', actingRole: 'passenger' }),
    );
    renderApp('/tripsOverviewPage', signedIn());
    expect(await screen.findByRole('tab', { name: 'Passagier', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Je hebt nog geen reizen geboekt.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Chauffeur' }));
    await expectActingRoleSaved(fetch, 'driver');
  });

  it('loads the next 20 rides when the list is scrolled far enough', async () => {
    const rides = Array.from({ length: 25 }, (_, i) =>
      testRide({ id: 100 + i, departureTime: `2026-12-${String(1 + i).padStart(2, '0')}T07:30:00+01:00` }),
    );
    const fetch = mockApi(
      { [RIDES]: pagedRoute(rides, 20) },
      testProfile({ userRole: 'driver', actingRole: 'driver' }),
    );
    renderApp('/tripsOverviewPage', signedIn());
    // A list that does not fill the screen keeps loading without a scroll.
    await expectAllPagesLoaded(fetch, '/api/rideshare/rides');
  });

  it('lists a passenger’s planned trips, cancelled ones struck through, and the past ones on request', async () => {
    const fetch = mockApi({
      [TRIPS]: ({ url }) =>
        url.searchParams.get('sortDir') === 'DESC'
          ? tripPage([testTrip({ id: 3, state: 'COMPLETED' })])
          : tripPage([testTrip(), testTrip({ id: 8, state: 'CANCELLED' })]),
    });
    renderApp('/tripsOverviewPage', signedIn());
    const planned = await screen.findByRole('link', {
      name: /^Station Winterswijk naar Station Doetinchem, dinsdag 24 november( 2026)? om 07:20$/,
    });
    expect(planned).toHaveAttribute('href', '/tripDetailPage/7');
    const cancelled = screen.getByRole('link', {
      name: /^Station Winterswijk naar Station Doetinchem, dinsdag 24 november( 2026)? om 07:20, Geannuleerd$/,
    });
    expect(cancelled).toHaveAttribute('href', '/tripDetailPage/8');
    expect(within(cancelled).getByText('Station Winterswijk naar Station Doetinchem')).toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(queryOf(fetch, 'GET', '/api/planner/trips')).toEqual({
      maxResults: '20',
      offset: '0',
      sortDir: 'ASC',
      since: '2026-11-23T09:00:00.000Z',
    });

    fireEvent.click(screen.getByRole('radio', { name: 'Geweest' }));
    expect(
      await screen.findByRole('link', { name: /^Station Winterswijk naar Station Doetinchem/ }),
    ).toHaveAttribute('href', '/tripDetailPage/3');
    const past = callsTo(fetch, 'GET', '/api/planner/trips').at(-1)!;
    expect(past.url.searchParams.get('until')).toBe('2026-11-23T09:00:00.000Z');
    expect(past.url.searchParams.get('sortDir')).toBe('DESC');
  });

  it('loads the next 20 trips when the passenger’s list is scrolled far enough', async () => {
    const trips = Array.from({ length: 25 }, (_, i) => testTrip({ id: 100 + i }));
    const fetch = mockApi({ [TRIPS]: pagedRoute(trips, 20) });
    renderApp('/tripsOverviewPage', signedIn());
    await expectAllPagesLoaded(fetch, '/api/planner/trips');
  });
});
