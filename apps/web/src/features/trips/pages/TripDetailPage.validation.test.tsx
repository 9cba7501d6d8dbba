import type { Leg } from '@achterhoek/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { tripAfterTravel } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';

// The trip page's alerts after travel (spec 000 §4 trip validation and payment states).

async function showTrip(leg: Partial<Leg>, state: 'VALIDATING' | 'COMPLETED' = 'VALIDATING') {
  mockApi({ 'GET /api/planner/trips/7': tripAfterTravel(leg, state) });
  renderApp('/tripDetailPage/7', signedIn());
  await screen.findByRole('heading', { level: 1, name: 'Ritdetails' });
  return screen.findByRole('rowheader', { name: 'Status' });
}

const alertWith = (text: string | RegExp) => screen.getByText(text).closest('[role="status"]') as HTMLElement;

describe('the trip page after travel', () => {
  pinDateInEachTest(new Date('2026-11-24T10:00:00+01:00'));

  it("asks the passenger to confirm: 'Bevestig rit'", async () => {
    await showTrip({ confirmationRequested: true, confirmationByProviderRequested: true });
    const alert = alertWith('Deze rit is voorbij. Laat weten of je hebt meegereden.');
    expect(within(alert).getByRole('link', { name: 'Bevestig rit' })).toHaveAttribute(
      'href',
      '/tripConfirmPage/7',
    );
    expect(screen.queryByText('De chauffeur moet nog bevestigen.')).not.toBeInTheDocument();
  });

  it('says the driver still has to confirm, with the answer given and a way to change it', async () => {
    await showTrip({ confirmed: true, confirmationRequested: false, confirmationByProviderRequested: true });
    const alert = alertWith('De chauffeur moet nog bevestigen.');
    expect(alert).toHaveTextContent('Jouw antwoord: je hebt meegereden.');
    expect(within(alert).getByRole('link', { name: 'Antwoord wijzigen' })).toHaveAttribute(
      'href',
      '/tripConfirmPage/7',
    );
    expect(screen.queryByRole('link', { name: 'Bevestig rit' })).not.toBeInTheDocument();
  });

  it('says a disputed trip waits for an admin', async () => {
    await showTrip({
      confirmed: false,
      confirmationReason: 'NO_SHOW',
      confirmedByProvider: true,
      confirmationRequested: false,
      confirmationByProviderRequested: false,
    });
    expect(screen.getByText(/^Geschil: jij zegt dat je niet hebt meegereden/)).toHaveTextContent(
      'Een beheerder beslist',
    );
  });

  it('says a paid trip is settled and only the driver can revise it', async () => {
    await showTrip({ confirmed: true, confirmedByProvider: true, paymentState: 'PAID' }, 'COMPLETED');
    const alert = alertWith(/^De rit is afgerekend/);
    expect(alert).toHaveTextContent('Betaald');
    expect(alert).toHaveTextContent('Alleen de chauffeur kan de bevestiging nog ongedaan maken.');
    expect(screen.queryByRole('link', { name: 'Bevestiging ongedaan maken' })).not.toBeInTheDocument();
  });

  it('lets the passenger undo the confirmation once the fare went back', async () => {
    await showTrip({ confirmed: false, confirmedByProvider: false, paymentState: 'CANCELLED' }, 'COMPLETED');
    const alert = alertWith(/^De betaling is geannuleerd/);
    expect(alert).toHaveTextContent('Geannuleerd');
    expect(within(alert).getByRole('link', { name: 'Bevestiging ongedaan maken' })).toHaveAttribute(
      'href',
      '/tripUnconfirmPage/7',
    );
  });

  it('shows no alert before travel', async () => {
    await showTrip({ paymentState: 'RESERVED' }, 'VALIDATING');
    expect(screen.queryByRole('link', { name: 'Bevestig rit' })).not.toBeInTheDocument();
    expect(screen.queryByText('De chauffeur moet nog bevestigen.')).not.toBeInTheDocument();
  });
});
