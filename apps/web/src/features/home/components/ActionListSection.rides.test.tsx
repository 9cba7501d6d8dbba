import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { renderApp } from '../../../test/renderApp';

const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });

/** Home for a driver whose one ride waits for the confirmations (and no other rides). */
function homeWith(ride: ReturnType<typeof testRide>) {
  mockApi(
    {
      'GET /api/rideshare/rides': ({ url }) =>
        url.searchParams.get('state') === 'VALIDATING'
          ? { totalCount: 1, offset: 0, count: 1, data: [ride] }
          : { totalCount: 0, offset: 0, count: 0, data: [] },
    },
    driver,
  );
  renderApp('/home', signedIn());
}

describe('a ride on Home’s Actielijst', () => {
  it('offers ‘Bevestig rit’ while the driver has passengers to answer for', async () => {
    homeWith(testRide({ state: 'VALIDATING', bookings: [testBooking()] }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Actielijst' });
    const section = within(heading.parentElement!);
    expect(section.getByRole('link', { name: 'Bevestig rit' })).toHaveAttribute('href', '/rideConfirm/12');
    expect(
      section.getByRole('link', { name: /^Station Winterswijk naar Station Doetinchem/ }),
    ).toHaveAttribute('href', '/rideDetailPage/12');
  });

  it('offers no button once only the passengers’ answers are awaited', async () => {
    homeWith(testRide({ state: 'VALIDATING', bookings: [testBooking({ confirmed: true })] }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Actielijst' });
    expect(
      within(heading.parentElement!).queryByRole('link', { name: 'Bevestig rit' }),
    ).not.toBeInTheDocument();
  });
});
