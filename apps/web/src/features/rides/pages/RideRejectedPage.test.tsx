import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, queryOf, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { renderApp } from '../../../test/renderApp';
import { settledRide } from '../testing/rideAnswerFixtures';
import { quietConsole } from '../../../test/quietConsole';

const RIDE = 'GET /api/rideshare/rides/12';
const CONFIRM_FALSE = 'PUT /api/rideshare/bookings/3/confirm/false';
const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });
const waiting = () => testRide({ state: 'VALIDATING', bookings: [testBooking()] });

describe('a passenger who did not ride along', () => {
  it('needs one of the driver’s four reasons before it saves the no (spec 000 §5)', async () => {
    const fetch = mockApi({ [RIDE]: waiting(), [CONFIRM_FALSE]: noContent }, driver);
    const { router } = renderApp('/rideRejected/12?bookingId=3', signedIn());
    const reasons = await screen.findByRole('radiogroup', {
      name: /Waarom heeft Gerda Wassink niet meegereden\?/,
    });
    expect(reasons).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    for (const label of [
      'De passagier had de rit niet meer nodig',
      'De passagier had ander vervoer gevonden',
      'De passagier was er niet',
      'De rit is niet doorgegaan',
    ]) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    const save = screen.getByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Kies een reden om je antwoord op te slaan.');

    fireEvent.click(screen.getByRole('radio', { name: 'De passagier was er niet' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText('Je antwoord is opgeslagen.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rideDetailPage/12');
    expect(queryOf(fetch, 'PUT', '/api/rideshare/bookings/3/confirm/false')).toEqual({ reason: 'NO_SHOW' });
  });

  it('offers NO_TRIP, the driver’s own reason', async () => {
    const fetch = mockApi({ [RIDE]: waiting(), [CONFIRM_FALSE]: noContent }, driver);
    renderApp('/rideRejected/12?bookingId=3', signedIn());
    fireEvent.click(await screen.findByRole('radio', { name: 'De rit is niet doorgegaan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() =>
      expect(callsTo(fetch, 'PUT', '/api/rideshare/bookings/3/confirm/false')).toHaveLength(1),
    );
    expect(
      callsTo(fetch, 'PUT', '/api/rideshare/bookings/3/confirm/false')[0]!.url.searchParams.get('reason'),
    ).toBe('NO_TRIP');
  });

  it('says so when the ride no longer waits for answers (422)', async () => {
    mockApi(
      { [RIDE]: waiting(), [CONFIRM_FALSE]: apiError(422, 'Deze rit kan nu niet bevestigd worden.') },
      driver,
    );
    quietConsole();
    renderApp('/rideRejected/12?bookingId=3', signedIn());
    fireEvent.click(await screen.findByRole('radio', { name: 'De passagier had de rit niet meer nodig' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze rit kan nu niet bevestigd worden.');
  });

  it('has nothing to ask for a booking whose fare was settled, or that is not on the ride', async () => {
    mockApi(
      {
        [RIDE]: settledRide(),
      },
      driver,
    );
    const { unmount } = renderApp('/rideRejected/12?bookingId=3', signedIn());
    expect(await screen.findByText('Er is voor deze rit niets (meer) te bevestigen.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    unmount();

    mockApi({ [RIDE]: waiting() }, driver);
    renderApp('/rideRejected/12?bookingId=99', signedIn());
    expect(await screen.findByText('Er is voor deze rit niets (meer) te bevestigen.')).toBeInTheDocument();
  });
});
