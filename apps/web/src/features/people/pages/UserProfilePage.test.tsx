import type { ComplimentSet, PublicProfile, Review } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, queryOf, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testBooking, testRide } from '../../../test/fakeRides';
import { tripAfterTravel, tripPage } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';

const henk: PublicProfile = {
  id: 'henk-1',
  firstName: 'Henk',
  lastName: 'Lubbers',
  image: 'profiles/h/henk.jpg',
  age: 64,
  userRole: 'driver',
  interests: [],
};
const gerda: PublicProfile = { ...henk, id: 'gerda-1', firstName: 'Gerda', lastName: 'Wassink', image: null };
const paged = <T,>(data: T[]) => ({ totalCount: data.length, offset: 0, count: data.length, data });

describe('public profile page', () => {
  it('shows how often the person travelled, per travel mode and as a driver (the user report)', async () => {
    const api = mockApi({
      'GET /api/profile/profiles/henk-1': henk,
      'GET /api/profile/compliments': paged([]),
      'GET /api/profile/reviews': paged([]),
      'GET /api/planner/users/henk-1/report': {
        asPassenger: { RIDESHARE: 1, RAIL: 2, WALK: 3 },
        asDriver: 12,
      },
    });
    renderApp('/userProfilePage/henk-1', signedIn());

    const section = await screen.findByRole('region', { name: 'Gereisd met de app' });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Meerijden: 1 rit', 'Trein: 2 ritten', 'Als chauffeur: 12 ritten']),
    );
    expect(callsTo(api, 'GET', '/api/planner/users/henk-1/report')).toHaveLength(1);
  });

  it('says so when the person has not travelled yet', async () => {
    mockApi({
      'GET /api/profile/profiles/henk-1': henk,
      'GET /api/profile/compliments': paged([]),
      'GET /api/profile/reviews': paged([]),
      'GET /api/planner/users/henk-1/report': { asPassenger: {}, asDriver: 0 },
    });
    renderApp('/userProfilePage/henk-1', signedIn());
    expect(await screen.findByText('Nog geen ritten gemaakt.')).toBeInTheDocument();
  });

  it('shows the person with the compliments and reviews received', async () => {
    const compliments: ComplimentSet[] = [
      {
        id: 1,
        receiver: henk,
        sender: gerda,
        context: 'urn:nb:rs:ride:1',
        compliments: ['ON_TIME', 'NICE_CAR'],
        published: '2025-03-01T10:00:00+01:00',
      },
      {
        id: 2,
        receiver: henk,
        sender: gerda,
        context: 'urn:nb:rs:ride:2',
        compliments: ['ON_TIME'],
        published: '2025-03-08T10:00:00+01:00',
      },
    ];
    const reviews: Review[] = [
      {
        id: 5,
        receiver: henk,
        sender: gerda,
        context: 'urn:nb:rs:ride:1',
        review: 'Fijne rit, keurig op tijd.',
        published: '2025-03-01T10:00:00+01:00',
      },
    ];
    const api = mockApi({
      'GET /api/profile/profiles/henk-1': henk,
      'GET /api/profile/compliments': paged(compliments),
      'GET /api/profile/reviews': paged(reviews),
    });
    renderApp('/userProfilePage/henk-1', signedIn());

    expect(await screen.findByRole('heading', { level: 1, name: 'Henk Lubbers' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto van Henk Lubbers' })).toHaveAttribute(
      'src',
      '/images/profiles/h/henk.jpg',
    );
    expect(await screen.findByText(/Op tijd/)).toHaveTextContent('Op tijd 2×');
    expect(screen.getByText(/Mooie auto/)).toHaveTextContent('Mooie auto 1×');
    expect(await screen.findByText('Fijne rit, keurig op tijd.')).toBeInTheDocument();
    expect(screen.getByText(/^Gerda Wassink op zaterdag 1 maart( 2025)?$/)).toBeInTheDocument();

    const profileCall = api.mock.calls.find(([url]) =>
      String(url).startsWith('/api/profile/profiles/henk-1'),
    );
    expect(String(profileCall?.[0])).toBe('/api/profile/profiles/henk-1?public=true');
    expect(
      api.mock.calls.some(([url]) => String(url).startsWith('/api/profile/compliments?receiverId=henk-1')),
    ).toBe(true);
  });

  it('says when nothing was received yet', async () => {
    mockApi({
      'GET /api/profile/profiles/henk-1': henk,
      'GET /api/profile/compliments': paged([]),
      'GET /api/profile/reviews': paged([]),
    });
    renderApp('/userProfilePage/henk-1', signedIn());
    expect(await screen.findByText('Nog geen complimenten ontvangen.')).toBeInTheDocument();
    expect(await screen.findByText('Nog geen beoordelingen ontvangen.')).toBeInTheDocument();
  });

  it('says when the profile does not exist', async () => {
    mockApi({ 'GET /api/profile/profiles/nobody': apiError(404, 'Profile not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/userProfilePage/nobody', signedIn());
    expect(await screen.findByText('Dit profiel bestaat niet (meer).')).toBeInTheDocument();
  });
});

describe('reviewing from the public profile', () => {
  const lists = {
    'GET /api/profile/profiles/henk-1': henk,
    'GET /api/profile/compliments': paged([]),
    'GET /api/profile/reviews': paged([]),
  };
  const reviewForm = () => screen.findByRole('form', { name: 'Beoordeel Henk Lubbers' });

  it('offers the form to a passenger after a completed trip that Henk drove', async () => {
    const fetch = mockApi({
      ...lists,
      'GET /api/planner/trips': tripPage([
        tripAfterTravel({ driverId: 'henk-1', confirmed: true, paymentState: 'PAID' }, 'COMPLETED'),
      ]),
      'POST /api/profile/compliments': { id: 9 },
    });
    renderApp('/userProfilePage/henk-1', signedIn());
    expect(await screen.findByRole('heading', { level: 2, name: 'Beoordeel Henk Lubbers' })).toBeVisible();
    await reviewForm();
    expect(queryOf(fetch, 'GET', '/api/planner/trips')).toEqual({
      state: 'COMPLETED',
      sortDir: 'DESC',
      maxResults: '20',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Op tijd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Je beoordeling is opgeslagen.')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/profile/compliments')[0]!.body).toEqual({
      receiver: 'henk-1',
      context: 'urn:nb:pn:trip:7',
      compliments: ['ON_TIME'],
    });
  });

  it('offers it to a driver after a completed ride Henk rode along on, about that ride', async () => {
    const passengerHenk = { managedIdentity: 'henk-1', givenName: 'Henk', familyName: 'Lubbers' };
    mockApi(
      {
        ...lists,
        'GET /api/rideshare/rides': paged([
          testRide({
            state: 'COMPLETED',
            bookings: [testBooking({ passenger: passengerHenk, paymentState: 'PAID' })],
          }),
        ]),
      },
      testProfile({ userRole: 'driver', actingRole: 'driver' }),
    );
    renderApp('/userProfilePage/henk-1', signedIn());
    expect(await reviewForm()).toBeInTheDocument();
  });

  it('offers no form without travelling together, nor on a trip whose fare went back', async () => {
    const fetch = mockApi({
      ...lists,
      'GET /api/planner/trips': tripPage([
        tripAfterTravel({ driverId: 'someone-else', paymentState: 'PAID' }, 'COMPLETED'),
        tripAfterTravel({ driverId: 'henk-1', paymentState: 'CANCELLED' }, 'COMPLETED'),
      ]),
    });
    renderApp('/userProfilePage/henk-1', signedIn());
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/planner/trips')).toHaveLength(1));
    expect(await screen.findByText('Nog geen complimenten ontvangen.')).toBeInTheDocument();
    expect(await screen.findByText('Nog geen beoordelingen ontvangen.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Beoordeel Henk Lubbers' })).not.toBeInTheDocument();
  });
});
