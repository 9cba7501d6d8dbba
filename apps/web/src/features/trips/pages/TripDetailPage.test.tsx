import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/liveEvents';
import { apiError, callsTo, mockApi, noContent, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testItinerary } from '../../../test/fakePlans';
import { testTrip, testTripLegs, tripPage } from '../../../test/fakeTrips';
import {
  expectConversationOpened,
  openConversationRoutes,
  testConversation,
} from '../../../test/fakeConversations';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { cancelWithReason, openDialog } from '../../../test/dialogs';

const TRIP = 'GET /api/planner/trips/7';

const legCards = () => within(screen.getByRole('list', { name: 'Reisdelen' })).getAllByRole('listitem');

describe('a booked trip', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('shows its state and the reserved fare, and is not confirmed again', async () => {
    mockApi({ [TRIP]: testTrip() });
    renderApp('/tripDetailPage/7', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritdetails' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Status' }).nextSibling).toHaveTextContent('Gepland');
    const ride = legCards()[2]!;
    expect(within(ride).getByRole('rowheader', { name: 'Betaling' }).nextSibling).toHaveTextContent(
      'Gereserveerd',
    );
    expect(screen.queryByRole('button', { name: 'Deze rit bevestigen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /geannuleerd/ })).not.toBeInTheDocument();
  });

  it('cancels it with a reason and says so', async () => {
    const fetch = mockApi({
      [TRIP]: testTrip(),
      'DELETE /api/planner/trips/7': noContent,
      'GET /api/planner/trips': tripPage([]),
    });
    const { router } = renderApp('/tripDetailPage/7', signedIn());
    const dialog = await openDialog('Rit annuleren');
    cancelWithReason(dialog, '  Ik ben ziek  ', 'Annuleren');
    expect(await screen.findByText('Rit is succesvol geannuleerd')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rit geannuleerd' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tripCancelledPage');
    expect(queryOf(fetch, 'DELETE', '/api/planner/trips/7')).toEqual({
      reason: 'Ik ben ziek',
    });
    expect(screen.getByRole('link', { name: 'Plan een nieuwe rit' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Naar mijn ritten' })).toHaveAttribute(
      'href',
      '/tripsOverviewPage',
    );
  });

  it('says, before the passenger chooses, the credits that cancelling gives back', async () => {
    mockApi({ [TRIP]: testTrip() });
    renderApp('/tripDetailPage/7', signedIn());
    const dialog = await openDialog('Rit annuleren');
    expect(within(dialog).getByText('Je krijgt 36 credits terug.')).toBeInTheDocument();
  });

  it('says nothing of credits when no fare is reserved for the trip', async () => {
    mockApi({
      [TRIP]: testTrip({}, testItinerary(3, testTripLegs({ state: 'SCHEDULED', paymentState: 'CANCELLED' }))),
    });
    renderApp('/tripDetailPage/7', signedIn());
    const dialog = await openDialog('Rit annuleren');
    expect(within(dialog).queryByText(/credits terug/)).not.toBeInTheDocument();
  });

  it('cancels without a reason too, and says so when the trip can no longer be cancelled', async () => {
    const refusal = 'Deze rit kan niet meer geannuleerd worden.';
    const fetch = mockApi({ [TRIP]: testTrip(), 'DELETE /api/planner/trips/7': apiError(422, refusal) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/tripDetailPage/7', signedIn());
    const dialog = await openDialog('Rit annuleren');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect([...callsTo(fetch, 'DELETE', '/api/planner/trips/7')[0]!.url.searchParams]).toEqual([]);
  });

  it('shows a cancelled trip as cancelled, its legs under a red overlay, with nothing to cancel', async () => {
    mockApi({
      [TRIP]: testTrip(
        { state: 'CANCELLED', cancelReason: 'Ziek' },
        testItinerary(
          3,
          testTripLegs({ state: 'CANCELLED', paymentState: 'CANCELLED', bookingRef: 'urn:nb:rs:booking:5' }),
        ),
      ),
    });
    renderApp('/tripDetailPage/7', signedIn());
    expect(await screen.findByText('Deze rit is geannuleerd: Ziek')).toBeInTheDocument();
    const ride = legCards()[2]!;
    expect(ride).toHaveAttribute('data-overlay', 'cancelled');
    expect(within(ride).getByText('Geannuleerd', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(ride).getByRole('rowheader', { name: 'Betaling' }).nextSibling).toHaveTextContent(
      'Geannuleerd',
    );
    expect(legCards()[0]).toHaveAttribute('data-overlay', 'cancelled');
    expect(screen.queryByRole('button', { name: 'Rit annuleren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /een bericht$/ })).not.toBeInTheDocument();
  });

  it('says a past cancelled trip was cancelled, and marks completed legs green and paid', async () => {
    vi.setSystemTime(new Date('2026-11-25T10:00:00+01:00'));
    mockApi({ [TRIP]: testTrip({ state: 'CANCELLED' }) });
    const { unmount } = renderApp('/tripDetailPage/7', signedIn());
    expect(await screen.findByText('Deze rit was geannuleerd')).toBeInTheDocument();
    unmount();

    mockApi({
      [TRIP]: testTrip(
        { state: 'COMPLETED' },
        testItinerary(
          3,
          testTripLegs({ state: 'COMPLETED', paymentState: 'PAID', bookingRef: 'urn:nb:rs:booking:5' }),
        ),
      ),
    });
    renderApp('/tripDetailPage/7', signedIn());
    expect(await screen.findByRole('rowheader', { name: 'Status' })).toBeInTheDocument();
    const ride = legCards()[2]!;
    expect(ride).toHaveAttribute('data-overlay', 'completed');
    expect(within(ride).getByRole('rowheader', { name: 'Betaling' }).nextSibling).toHaveTextContent(
      'Betaald',
    );
    expect(screen.queryByRole('button', { name: 'Rit annuleren' })).not.toBeInTheDocument();
  });

  it('opens a conversation with the driver about the booking', async () => {
    const topic = 'Station Winterswijk naar Station Doetinchem';
    const fetch = mockApi({
      [TRIP]: testTrip(),
      ...openConversationRoutes(
        testConversation({
          owner: { managedIdentity: 'user-1', givenName: 'Gerda', familyName: 'Wassink' },
          ownerRole: 'PASSENGER',
          topic,
          initialContext: 'urn:nb:rs:booking:5',
        }),
      ),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp('/tripDetailPage/7', signedIn());
    await expectConversationOpened(
      fetch,
      router,
      'Stuur Henk een bericht',
      {
        initialContext: 'urn:nb:rs:booking:5',
        topic,
        ownerRole: 'PASSENGER',
      },
      'Henk Lubbers',
    );
  });

  it('says so for a trip that is not there or not the user’s', async () => {
    mockApi({ [TRIP]: apiError(404, 'Not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/tripDetailPage/7', signedIn());
    expect(await screen.findByText('Deze rit bestaat niet (meer).')).toBeInTheDocument();
  });

  it('shows the driver’s cancellation as soon as the live stream says the trip changed', async () => {
    let current = testTrip();
    mockApi({ [TRIP]: () => current });
    renderApp('/tripDetailPage/7', signedIn());
    expect(await screen.findByRole('button', { name: 'Rit annuleren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zet in je agenda' })).toBeInTheDocument();
    current = testTrip({ state: 'CANCELLED', cancelledByProvider: true, cancelReason: 'Auto kapot' });
    act(() => dispatchLiveEvent({ event: 'trip-changed', data: '{"tripId":7}' }));
    expect(await screen.findByText(/Deze rit is geannuleerd/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rit annuleren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zet in je agenda' })).not.toBeInTheDocument();
  });
});
