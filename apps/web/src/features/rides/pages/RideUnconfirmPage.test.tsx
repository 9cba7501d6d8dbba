import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi, noContent, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { renderApp } from '../../../test/renderApp';
import { quietConsole } from '../../../test/quietConsole';

const RIDE = 'GET /api/rideshare/rides/12';
const UNCONFIRM = 'PUT /api/rideshare/bookings/3/unconfirm';
const REJECTED = 'De rit is reeds afgewezen. Vraag de passagier om de bevestiging ongedaan te maken.';
const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });
const paid = () =>
  testRide({
    state: 'COMPLETED',
    bookings: [testBooking({ confirmed: true, confirmedByPassenger: true, paymentState: 'PAID' })],
  });

describe('taking a paid confirmation back', () => {
  it('explains, takes it back and asks the question again', async () => {
    const fetch = mockApi({ [RIDE]: paid(), [UNCONFIRM]: noContent }, driver);
    const { router } = renderApp('/rideUnconfirmPage/12', signedIn());
    expect(
      await screen.findByText(/De betaling wordt teruggedraaid en jij en de passagier kunnen de rit opnieuw/),
    ).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Bevestiging ongedaan maken' });
    expect(undo).toHaveAccessibleDescription(
      'Gerda Wassink: Kotten → Doetinchem, 36 credits · Betaling: Betaald',
    );
    fireEvent.click(undo);
    expect(
      await screen.findByText('Je bevestiging is ongedaan gemaakt. Je kunt de rit opnieuw bevestigen.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rideConfirm/12');
    expect(router.state.location.search).toBe('?bookingId=3');
    expect(callsTo(fetch, 'PUT', '/api/rideshare/bookings/3/unconfirm')).toHaveLength(1);
  });

  it('shows the server’s refusal when the fare went back to the passenger meanwhile (403)', async () => {
    mockApi({ [RIDE]: paid(), [UNCONFIRM]: apiError(403, REJECTED) }, driver);
    quietConsole();
    renderApp('/rideUnconfirmPage/12', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Bevestiging ongedaan maken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REJECTED);
  });

  it('says when the driver’s credits cannot cover returning the payment (402)', async () => {
    mockApi({ [RIDE]: paid(), [UNCONFIRM]: apiError(402, 'short') }, driver);
    quietConsole();
    renderApp('/rideUnconfirmPage/12', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Bevestiging ongedaan maken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je hebt onvoldoende credits om de betaling terug te draaien',
    );
  });

  it('leaves a fare that went back to the passenger to the passenger (spec 000 §4, §8)', async () => {
    mockApi(
      {
        [RIDE]: testRide({
          state: 'COMPLETED',
          bookings: [
            testBooking({ confirmed: false, confirmationReason: 'NO_SHOW', paymentState: 'CANCELLED' }),
          ],
        }),
      },
      driver,
    );
    renderApp('/rideUnconfirmPage/12', signedIn());
    expect(await screen.findByText(REJECTED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bevestiging ongedaan maken' })).not.toBeInTheDocument();
  });

  it('has nothing to take back before a decision', async () => {
    mockApi(
      { [RIDE]: testRide({ state: 'VALIDATING', bookings: [testBooking({ confirmed: true })] }) },
      driver,
    );
    renderApp('/rideUnconfirmPage/12', signedIn());
    expect(
      await screen.findByText('Er is voor deze rit geen bevestiging om ongedaan te maken.'),
    ).toBeInTheDocument();
  });
});
