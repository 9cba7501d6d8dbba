import { screen, within } from '@testing-library/react';
import type { Booking, Ride } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { renderApp } from '../../../test/renderApp';

const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });

/** The ride detail with one booking; its list item, once shown. */
async function bookingOnDetail(ride: Partial<Ride>, booking: Partial<Booking>) {
  mockApi({ 'GET /api/rideshare/rides/12': testRide({ ...ride, bookings: [testBooking(booking)] }) }, driver);
  renderApp('/rideDetailPage/12', signedIn());
  const name = await screen.findByText(
    /^Gerda Wassink: ophalen om \d\d:\d\d bij Kotten, afzetten om \d\d:\d\d bij Doetinchem/,
  );
  return within(name.closest('li')!);
}

describe('a booking’s confirmations on the ride detail (spec 000 §4 Ride validation)', () => {
  it('asks the driver to confirm while their answer is missing', async () => {
    const item = await bookingOnDetail({ state: 'VALIDATING' }, {});
    expect(item.getByRole('link', { name: 'Bevestig rit' })).toHaveAttribute(
      'href',
      '/rideConfirm/12?bookingId=3',
    );
    expect(item.getByText('Betaling: Gereserveerd')).toBeInTheDocument();
  });

  it('waits for the passenger once the driver answered', async () => {
    const item = await bookingOnDetail({ state: 'VALIDATING' }, { confirmed: true });
    expect(item.getByText('De passagier moet nog bevestigen.')).toBeInTheDocument();
    expect(item.queryByRole('link', { name: 'Bevestig rit' })).not.toBeInTheDocument();
  });

  it('shows a dispute when the driver says yes and the passenger no', async () => {
    const item = await bookingOnDetail(
      { state: 'VALIDATING' },
      { confirmed: true, confirmedByPassenger: false, confirmationReasonByPassenger: 'NO_SHOW' },
    );
    expect(
      item.getByText(
        'Geschil: jij zegt dat Gerda Wassink heeft meegereden, de passagier zegt van niet. Een beheerder beslist.',
      ),
    ).toBeInTheDocument();
    expect(item.queryByText('De passagier moet nog bevestigen.')).not.toBeInTheDocument();
  });

  it('offers to take a paid confirmation back', async () => {
    const item = await bookingOnDetail(
      { state: 'COMPLETED' },
      { confirmed: true, confirmedByPassenger: true, paymentState: 'PAID' },
    );
    expect(item.getByText('Betaling: Betaald')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Bevestiging ongedaan maken' })).toHaveAttribute(
      'href',
      '/rideUnconfirmPage/12',
    );
  });

  it('says the fare went back, with nothing to take back', async () => {
    const item = await bookingOnDetail(
      { state: 'COMPLETED' },
      { confirmed: false, confirmationReason: 'NO_SHOW', paymentState: 'CANCELLED' },
    );
    expect(item.getByText('Betaling: Geannuleerd')).toBeInTheDocument();
    expect(item.queryByRole('link', { name: 'Bevestiging ongedaan maken' })).not.toBeInTheDocument();
  });

  it('asks nothing before the ride is over', async () => {
    const item = await bookingOnDetail({ state: 'SCHEDULED' }, {});
    expect(item.queryByRole('link', { name: 'Bevestig rit' })).not.toBeInTheDocument();
    expect(item.queryByText('De passagier moet nog bevestigen.')).not.toBeInTheDocument();
  });
});
