import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { renderApp } from '../../../test/renderApp';
import { settledRide } from '../testing/rideAnswerFixtures';
import { quietConsole } from '../../../test/quietConsole';

const RIDE = 'GET /api/rideshare/rides/12';
const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });
const henk = testBooking({
  id: 4,
  bookingRef: 'urn:nb:rs:booking:4',
  passenger: { managedIdentity: 'user-3', givenName: 'Henk', familyName: 'Lubbers' },
});

describe('the driver’s question whether the passengers rode along', () => {
  it('asks it for each passenger whose answer is missing, not for one already answered', async () => {
    mockApi(
      {
        [RIDE]: testRide({
          state: 'VALIDATING',
          bookings: [testBooking(), henk, testBooking({ id: 5, confirmed: true })],
        }),
      },
      driver,
    );
    renderApp('/rideConfirm/12', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Rit bevestigen' })).toBeInTheDocument();
    expect(
      (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent),
    ).toEqual(['Heeft Gerda Wassink meegereden?', 'Heeft Henk Lubbers meegereden?']);
  });

  it('saves a yes and goes on to the thanks for that passenger', async () => {
    const fetch = mockApi(
      {
        [RIDE]: testRide({ state: 'VALIDATING', bookings: [testBooking(), henk] }),
        'PUT /api/rideshare/bookings/4/confirm/true': noContent,
      },
      driver,
    );
    const { router } = renderApp('/rideConfirm/12', signedIn());
    const question = await screen.findByRole('region', { name: 'Heeft Henk Lubbers meegereden?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Ja' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/rideConfirmed/12'));
    expect(router.state.location.search).toBe('?bookingId=4');
    const [sent] = callsTo(fetch, 'PUT', '/api/rideshare/bookings/4/confirm/true');
    expect(sent!.url.search).toBe('');
  });

  it('asks the reason of a no on the next page', async () => {
    const fetch = mockApi({ [RIDE]: testRide({ state: 'VALIDATING', bookings: [testBooking()] }) }, driver);
    const { router } = renderApp('/rideConfirm/12', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Nee' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/rideRejected/12'));
    expect(router.state.location.search).toBe('?bookingId=3');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('narrows the page to the booking the ride detail named', async () => {
    mockApi({ [RIDE]: testRide({ state: 'VALIDATING', bookings: [testBooking(), henk] }) }, driver);
    renderApp('/rideConfirm/12?bookingId=4', signedIn());
    expect(
      await screen.findByRole('heading', { name: 'Heeft Henk Lubbers meegereden?' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Heeft Gerda Wassink meegereden?' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the ride no longer waits for answers (422)', async () => {
    mockApi(
      {
        [RIDE]: testRide({ state: 'VALIDATING', bookings: [testBooking()] }),
        'PUT /api/rideshare/bookings/3/confirm/true': apiError(422, 'Deze rit kan nu niet bevestigd worden.'),
      },
      driver,
    );
    quietConsole();
    renderApp('/rideConfirm/12', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze rit kan nu niet bevestigd worden.');
  });

  it('has nothing to ask once every passenger was answered for', async () => {
    mockApi(
      {
        [RIDE]: settledRide(),
      },
      driver,
    );
    renderApp('/rideConfirm/12', signedIn());
    expect(await screen.findByText('Er is voor deze rit niets (meer) te bevestigen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de rit' })).toHaveAttribute('href', '/rideDetailPage/12');
  });

  it('says a ride that is not the user’s does not exist', async () => {
    mockApi({ [RIDE]: apiError(403, 'Not your ride') }, driver);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/rideConfirm/12', signedIn());
    expect(await screen.findByText('Deze rit bestaat niet (meer).')).toBeInTheDocument();
  });
});
