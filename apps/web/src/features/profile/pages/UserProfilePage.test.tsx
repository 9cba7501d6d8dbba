import type { ComplimentSet, PublicProfile, Review } from '@achterhoek/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
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
    expect(screen.getByText('Gerda Wassink op 01-03-2025')).toBeInTheDocument();

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
