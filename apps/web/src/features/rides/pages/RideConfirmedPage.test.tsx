import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, testDriverProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { renderApp } from '../../../test/renderApp';

const RIDE = 'GET /api/rideshare/rides/12';
const driver = testDriverProfile();
const empty = { totalCount: 0, offset: 0, count: 0, data: [] };
const reviewRoutes = {
  'GET /api/profile/compliments': empty,
  'GET /api/profile/reviews': empty,
  'POST /api/profile/compliments': () => Response.json({ id: 8 }, { status: 201 }),
  'POST /api/profile/reviews': () => Response.json({ id: 9 }, { status: 201 }),
};

describe('after the driver’s yes', () => {
  it('thanks and lets the driver review the passenger about her trip, then says the review was given', async () => {
    const fetch = mockApi(
      {
        [RIDE]: testRide({ state: 'VALIDATING', bookings: [testBooking({ confirmed: true })] }),
        ...reviewRoutes,
      },
      driver,
    );
    const { router } = renderApp('/rideConfirmed/12?bookingId=3', signedIn('Henk Lubbers'));
    expect(
      await screen.findByText('Bedankt! Je hebt bevestigd dat Gerda Wassink heeft meegereden.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Hoe was de rit met Gerda Wassink?' }),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Beoordeel Gerda Wassink' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Op tijd' }));
    fireEvent.change(within(form).getByLabelText('Beoordeling'), { target: { value: 'Fijne passagier.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tripReviewed/passenger'));
    expect(callsTo(fetch, 'POST', '/api/profile/compliments')[0]!.body).toEqual({
      receiver: 'user-2',
      context: 'urn:nb:pn:trip:7',
      compliments: ['ON_TIME'],
    });
    expect(callsTo(fetch, 'POST', '/api/profile/reviews')[0]!.body).toEqual({
      receiver: 'user-2',
      context: 'urn:nb:pn:trip:7',
      review: 'Fijne passagier.',
    });
    expect(callsTo(fetch, 'GET', '/api/profile/compliments')[0]!.url.searchParams.get('receiverId')).toBe(
      'user-2',
    );
  });

  it('reviews about the booking when the passenger’s trip is not known', async () => {
    const fetch = mockApi(
      {
        [RIDE]: testRide({
          state: 'VALIDATING',
          bookings: [testBooking({ confirmed: true, passengerTripRef: undefined })],
        }),
        ...reviewRoutes,
      },
      driver,
    );
    renderApp('/rideConfirmed/12', signedIn('Henk Lubbers'));
    const form = await screen.findByRole('form', { name: 'Beoordeel Gerda Wassink' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Gezellig' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'POST', '/api/profile/compliments')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/profile/compliments')[0]!.body).toMatchObject({
      context: 'urn:nb:rs:booking:3',
    });
  });

  it('leads on to the passengers still waiting for an answer', async () => {
    mockApi(
      {
        [RIDE]: testRide({
          state: 'VALIDATING',
          bookings: [
            testBooking({ confirmed: true }),
            testBooking({ id: 4, passenger: { managedIdentity: 'user-3', givenName: 'Jan' } }),
          ],
        }),
        ...reviewRoutes,
      },
      driver,
    );
    renderApp('/rideConfirmed/12?bookingId=3', signedIn('Henk Lubbers'));
    expect(await screen.findByRole('link', { name: 'Nog 1 passagier te bevestigen' })).toHaveAttribute(
      'href',
      '/rideConfirm/12',
    );
  });
});
