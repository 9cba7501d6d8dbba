import type { Trip } from '@achterhoek/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testTrip, tripAfterTravel, tripPage } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';

/** Home for a passenger whose one trip waits for the confirmations (and no planned trips). */
async function actionList(trip: Trip) {
  mockApi({
    'GET /api/planner/trips': ({ url }) =>
      url.searchParams.get('state') === 'VALIDATING' ? tripPage([trip]) : tripPage([testTrip()]),
  });
  renderApp('/home', signedIn());
  const heading = await screen.findByRole('heading', { level: 2, name: 'Actielijst' });
  return within(heading.parentElement!);
}

describe('a trip on Home’s Actielijst', () => {
  it('offers ‘Bevestig rit’ while the passenger’s answer is awaited', async () => {
    const section = await actionList(
      tripAfterTravel({ confirmationRequested: true, confirmationByProviderRequested: true }),
    );
    expect(section.getByRole('link', { name: 'Bevestig rit' })).toHaveAttribute('href', '/tripConfirmPage/7');
    expect(
      section.getByRole('link', { name: /^Station Winterswijk naar Station Doetinchem/ }),
    ).toHaveAttribute('href', '/tripDetailPage/7');
  });

  it('offers no button once only the driver’s answer is awaited', async () => {
    const section = await actionList(
      tripAfterTravel({
        confirmed: true,
        confirmationRequested: false,
        confirmationByProviderRequested: true,
      }),
    );
    expect(section.queryByRole('link', { name: 'Bevestig rit' })).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: /^Station Winterswijk naar Station Doetinchem/ })).toBeVisible();
  });
});
