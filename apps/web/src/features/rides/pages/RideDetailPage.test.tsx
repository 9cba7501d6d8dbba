import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/liveEvents';
import { apiError, callsTo, mockApi, noContent, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import {
  expectConversationOpened,
  openConversationRoutes,
  testConversation,
} from '../../../test/fakeConversations';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { quietConsole } from '../../../test/quietConsole';
import { openDialog } from '../../../test/dialogs';

const RIDE = 'GET /api/rideshare/rides/12';
const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });
const point = (lat: number, lon: number) => ({
  type: 'Point' as const,
  coordinates: [lon, lat] as [number, number],
});

// Gerda's booking 3 without her trip and without a payment state (the cancel case below counts on none).
const { passengerTripRef: _trip, paymentState: _payment, ...booking } = testBooking();

describe('the ride details', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('shows when, the car, the options and that nobody booked yet', async () => {
    mockApi({ [RIDE]: testRide() }, driver);
    renderApp('/rideDetailPage/12', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritdetails' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Auto' }).nextSibling).toHaveTextContent(
      'VOLKSWAGEN GOLF (AH-123-K)',
    );
    expect(screen.getByText('Er zijn nog geen boekingen geweest.')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'Kaart van de route van Station Winterswijk naar Station Doetinchem',
      }),
    ).toBeInTheDocument();
  });

  it('shows the seats still free: the offered seats minus those of the bookings that count', async () => {
    mockApi(
      {
        [RIDE]: testRide({
          bookings: [booking, { ...booking, id: 4, bookingRef: 'urn:nb:rs:booking:4', state: 'CANCELLED' }],
        }),
      },
      driver,
    );
    renderApp('/rideDetailPage/12', signedIn());
    const header = await screen.findByRole('rowheader', { name: 'Vrije plaatsen' });
    expect(header.nextSibling).toHaveTextContent(/^2 van 3$/);
  });

  it('credits the map tiles under the map, not inside its picture (regression: a link inside role img)', async () => {
    mockApi({ [RIDE]: testRide() }, driver);
    renderApp('/rideDetailPage/12', signedIn(), { mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
    const map = await screen.findByRole('img', {
      name: 'Kaart van de route van Station Winterswijk naar Station Doetinchem',
    });
    const credit = screen.getByRole('link', { name: 'Kadaster' });
    expect(map).not.toContainElement(credit);
    expect(within(map).queryByRole('link')).not.toBeInTheDocument();
    expect(within(map).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels a recurring ride without bookings for the chosen rides', async () => {
    const fetch = mockApi(
      {
        [RIDE]: testRide({ recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 31 } }),
        'DELETE /api/rideshare/rides/12': noContent,
        'GET /api/rideshare/rides': { totalCount: 0, offset: 0, count: 0, data: [] },
      },
      driver,
    );
    const { router } = renderApp('/rideDetailPage/12', signedIn());
    const dialog = await openDialog('Rit annuleren');
    expect(within(dialog).queryByLabelText(/Reden voor annulering/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/credits terug/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deze en alle volgende ritten' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByText('Rit is succesvol geannuleerd')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tripsOverviewPage');
    const [sent] = callsTo(fetch, 'DELETE', '/api/rideshare/rides/12');
    expect(sent!.url.searchParams.get('scope')).toBe('this-and-following');
  });

  it('asks a reason before it cancels a ride a passenger booked, and only that ride', async () => {
    const fetch = mockApi(
      {
        [RIDE]: testRide({ recurrence: { interval: 1, unit: 'DAY' }, bookings: [booking] }),
        'DELETE /api/rideshare/rides/12': noContent,
        'GET /api/rideshare/rides': { totalCount: 0, offset: 0, count: 0, data: [] },
      },
      driver,
    );
    renderApp('/rideDetailPage/12', signedIn());
    expect(await screen.findByText(/^Gerda Wassink: ophalen om 07:40 bij Kotten/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rit annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rit annuleren' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    // The booking's fare is not reserved (paid or given back already): nothing to give back.
    expect(within(dialog).queryByText(/credits terug/)).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Annuleren' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(/Reden voor annulering/), { target: { value: 'Ziek' } });
    fireEvent.click(confirm);
    await screen.findByText('Rit is succesvol geannuleerd');
    const [sent] = callsTo(fetch, 'DELETE', '/api/rideshare/rides/12');
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({ scope: 'this', reason: 'Ziek' });
  });

  it('tells the driver, before cancelling, that the passengers get their credits back', async () => {
    mockApi(
      {
        [RIDE]: testRide({
          bookings: [
            { ...booking, paymentState: 'RESERVED' },
            { ...booking, id: 4, bookingRef: 'urn:nb:rs:booking:4', paymentState: 'RESERVED' },
          ],
        }),
      },
      driver,
    );
    renderApp('/rideDetailPage/12', signedIn());
    const dialog = await openDialog('Rit annuleren');
    expect(within(dialog).getByText('De passagiers krijgen hun credits terug.')).toBeInTheDocument();
  });

  it('shows a cancelled ride as cancelled, with nothing left to change', async () => {
    mockApi({ [RIDE]: testRide({ state: 'CANCELLED', cancelReason: 'Ziek' }) }, driver);
    renderApp('/rideDetailPage/12', signedIn());
    expect(await screen.findByText('Deze rit is geannuleerd: Ziek')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rit annuleren' })).not.toBeInTheDocument();
  });

  it('says so for a ride that is not there or not the user’s', async () => {
    mockApi({ [RIDE]: apiError(403, 'Not your ride') }, driver);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/rideDetailPage/12', signedIn());
    expect(await screen.findByText('Deze rit bestaat niet (meer).')).toBeInTheDocument();
  });

  it('changes the time and seats of this and the following rides of a recurrence', async () => {
    const fetch = mockApi(
      {
        [RIDE]: testRide({ recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 31 } }),
        'PUT /api/rideshare/rides/12': noContent,
      },
      driver,
    );
    renderApp('/rideDetailPage/12', signedIn());
    const dialog = await openDialog('Rit wijzigen');
    fireEvent.change(within(dialog).getByLabelText('Tijd'), { target: { value: '08:15' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Vrije plaatsen' }), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Deze en alle volgende ritten' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Uw rit is gewijzigd.')).toBeInTheDocument();
    const [sent] = callsTo(fetch, 'PUT', '/api/rideshare/rides/12');
    expect(sent!.url.searchParams.get('scope')).toBe('this-and-following');
    expect(sent!.body).toMatchObject({
      departureTime: '2026-11-24T08:15:00+01:00',
      arrivalTimePinned: false,
      nrSeatsAvailable: 2,
      carRef: 'urn:nb:rs:car:7',
    });
  });

  it('says a change overlaps another ride, and offers no change once a passenger booked', async () => {
    mockApi({ [RIDE]: testRide(), 'PUT /api/rideshare/rides/12': apiError(422, 'Ride overlaps') }, driver);
    quietConsole();
    const { unmount } = renderApp('/rideDetailPage/12', signedIn());
    const dialog = await openDialog('Rit wijzigen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Je nieuwe rit overlapt met een al ingeplande rit')).toBeInTheDocument();
    unmount();

    mockApi({ [RIDE]: testRide({ bookings: [booking] }) }, driver);
    renderApp('/rideDetailPage/12', signedIn());
    expect(await screen.findByText('Geen wijzigingen mogelijk.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rit wijzigen' })).not.toBeInTheDocument();
  });

  it('opens a conversation with a passenger about the booking and writes to them', async () => {
    const conversation = testConversation({ initialContext: booking.bookingRef });
    const fetch = mockApi(
      {
        [RIDE]: testRide({ bookings: [booking] }),
        ...openConversationRoutes(conversation),
        'POST /api/communicator/messages': () => Response.json({ id: 5 }, { status: 201 }),
      },
      driver,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp('/rideDetailPage/12', signedIn());
    await expectConversationOpened(fetch, router, 'Stuur Gerda een bericht', {
      initialContext: 'urn:nb:rs:booking:3',
      topic: 'Station Winterswijk naar Station Doetinchem',
      ownerRole: 'DRIVER',
    });

    fireEvent.change(await screen.findByLabelText('Bericht voor Gerda Wassink'), {
      target: { value: 'Ik sta bij de ingang.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST', '/api/communicator/messages')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/communicator/messages')[0]!.body).toMatchObject({
      body: 'Ik sta bij de ingang.',
      context: 'urn:nb:rs:booking:3',
      envelopes: [{ context: 'urn:nb:rs:booking:3', recipient: { managedIdentity: 'user-2' } }],
    });
  });

  it('tells the driver where and when each passenger gets in and out, and drives no 0-minute stretches', async () => {
    // Regression (issue 27): the line read 'Gerda Wassink: Kotten → Doetinchem', without times, and the
    // route listed the stretch from the start to a pickup at the same place, 07:30–07:30.
    const place = (label: string) => ({ label, location: point(51.96, 6.5) });
    const leg = (from: string, to: string, start: string, end: string, bookingIds: number[] = []) => ({
      from: place(from),
      to: place(to),
      startTime: `2026-11-24T${start}:00+01:00`,
      endTime: `2026-11-24T${end}:00+01:00`,
      duration: 60,
      distance: 0,
      bookingIds,
    });
    mockApi(
      {
        [RIDE]: testRide({
          bookings: [booking],
          legs: [
            leg('Station Winterswijk', 'Kotten', '07:30', '07:30'),
            leg('Kotten', 'Doetinchem', '07:40', '08:15', [3]),
            leg('Doetinchem', 'Station Doetinchem', '08:16', '08:16'),
          ],
        }),
      },
      driver,
    );
    renderApp('/rideDetailPage/12', signedIn());
    expect(
      await screen.findByText(
        'Gerda Wassink: ophalen om 07:40 bij Kotten, afzetten om 08:15 bij Doetinchem (1 plaats)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Kotten → Doetinchem, 07:40–08:15')).toBeInTheDocument();
    expect(screen.queryByText(/07:30–07:30|08:16–08:16/)).not.toBeInTheDocument();
  });

  it('shows a new booking as soon as the live stream says the ride changed', async () => {
    let current = testRide();
    mockApi({ [RIDE]: () => current }, driver);
    renderApp('/rideDetailPage/12', signedIn());
    expect(await screen.findByText('Er zijn nog geen boekingen geweest.')).toBeInTheDocument();
    current = testRide({ bookings: [booking] });
    act(() => dispatchLiveEvent({ event: 'ride-changed', data: '{"rideId":12}' }));
    expect(await screen.findByText(/^Gerda Wassink: ophalen om 07:40 bij Kotten/)).toBeInTheDocument();
  });
});
