import type { ComplimentSet, PublicProfile, Review } from '@achterhoek/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { tripAfterTravel } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { quietConsole } from '../../../test/quietConsole';

// The form as the passenger meets it after confirming trip 7: compliments for Henk (user-2), about the
// trip (urn:nb:pn:trip:7). Gerda is user-1.

const person = (id: string, firstName: string, lastName: string): PublicProfile => ({
  id,
  firstName,
  lastName,
  image: null,
  age: null,
  userRole: 'passenger',
  interests: [],
});
const henk = person('user-2', 'Henk', 'Lubbers');
const gerda = person('user-1', 'Gerda', 'Wassink');
const marieke = person('user-3', 'Marieke', 'ter Horst');
const TRIP = 'urn:nb:pn:trip:7';
const paged = <T,>(data: T[]) => ({ totalCount: data.length, offset: 0, count: data.length, data });

const set = (
  id: number,
  sender: PublicProfile,
  context: string,
  compliments: ComplimentSet['compliments'],
) => ({
  id,
  receiver: henk,
  sender,
  context,
  compliments,
  published: '2026-11-24T10:00:00+01:00',
});
const review = (id: number, sender: PublicProfile, context: string, text: string): Review => ({
  id,
  receiver: henk,
  sender,
  context,
  review: text,
  published: '2026-11-24T10:00:00+01:00',
});

function renderForm(received: { sets?: ComplimentSet[]; reviews?: Review[] } = {}, extra = {}) {
  const fetch = mockApi({
    'GET /api/planner/trips/7': tripAfterTravel({ confirmed: true, confirmationByProviderRequested: true }),
    'GET /api/profile/compliments': paged(received.sets ?? []),
    'GET /api/profile/reviews': paged(received.reviews ?? []),
    ...extra,
  });
  const view = renderApp('/tripConfirmed/7', signedIn());
  return { fetch, ...view };
}

const form = () => screen.findByRole('form', { name: 'Beoordeel Henk Lubbers' });
const chip = (name: string) => screen.getByRole('checkbox', { name });
const checkedCount = () =>
  screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).length;

describe('the review form', () => {
  it('offers five compliments, at most three, and saves them with the review', async () => {
    const { fetch, router } = renderForm(
      { sets: [set(4, marieke, TRIP, ['ON_TIME'])] },
      {
        'POST /api/profile/compliments': { id: 11 },
        'POST /api/profile/reviews': { id: 12 },
        'GET /api/planner/trips': paged([]),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bedankt!' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hoe was je rit met Henk Lubbers?' }),
    ).toBeVisible();
    const group = within(await form()).getByRole('group', { name: 'Complimenten' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Zelfde interesses', 'Op tijd', 'Makkelijk in gesprek', 'Gezellig', 'Netjes']);
    expect(screen.queryByRole('checkbox', { name: 'Mooie auto' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Opslaan' });
    // Another passenger's compliments for the same trip are not this sender's: nothing to remove.
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
    expect(save).toBeDisabled();

    for (const name of ['Op tijd', 'Gezellig', 'Netjes']) fireEvent.click(chip(name));
    expect(save).toBeEnabled();
    fireEvent.click(chip('Zelfde interesses'));
    expect(chip('Op tijd')).not.toBeChecked();
    expect(checkedCount()).toBe(3);
    expect(chip('Zelfde interesses')).toBeChecked();

    fireEvent.change(screen.getByRole('textbox', { name: /Beoordeling/ }), {
      target: { value: '  Fijne rit!  ' },
    });
    fireEvent.click(save);

    expect(await screen.findByRole('heading', { level: 1, name: 'Rit beoordeeld!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tripReviewed/driver');
    expect(screen.getByText('Bedankt voor je compliment aan de chauffeur.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn ritten' })).toHaveAttribute(
      'href',
      '/tripsOverviewPage',
    );
    expect(callsTo(fetch, 'POST', '/api/profile/compliments')[0]!.body).toEqual({
      receiver: 'user-2',
      context: TRIP,
      compliments: ['SOCIABLE', 'NEATLY', 'SAME_INTERESTS'],
    });
    expect(callsTo(fetch, 'POST', '/api/profile/reviews')[0]!.body).toEqual({
      receiver: 'user-2',
      context: TRIP,
      review: 'Fijne rit!',
    });
    expect(callsTo(fetch, 'GET', '/api/profile/compliments')[0]!.url.searchParams.get('receiverId')).toBe(
      'user-2',
    );
  });

  it('starts from what this sender gave for this trip, and removes it', async () => {
    const { fetch } = renderForm(
      {
        sets: [set(5, gerda, 'urn:nb:pn:trip:3', ['NEATLY']), set(3, gerda, TRIP, ['ON_TIME', 'NICE_CAR'])],
        reviews: [review(6, gerda, TRIP, 'Prima')],
      },
      {
        'DELETE /api/profile/compliments/3': noContent,
        'DELETE /api/profile/reviews/6': noContent,
      },
    );
    await form();
    expect(screen.getByText(/Je hebt Henk Lubbers voor deze rit al beoordeeld/)).toBeInTheDocument();
    expect(chip('Op tijd')).toBeChecked();
    expect(chip('Netjes')).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Beoordeling/ })).toHaveValue('Prima');
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Je beoordeling is verwijderd.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/profile/compliments/3')).toHaveLength(1);
    expect(callsTo(fetch, 'DELETE', '/api/profile/reviews/6')).toHaveLength(1);
    expect(callsTo(fetch, 'DELETE', '/api/profile/compliments/5')).toHaveLength(0);
  });

  it('replaces an earlier set when the choice changed, and keeps an unchanged review', async () => {
    const { fetch } = renderForm(
      { sets: [set(3, gerda, TRIP, ['ON_TIME'])], reviews: [review(6, gerda, TRIP, 'Prima')] },
      {
        'DELETE /api/profile/compliments/3': noContent,
        'POST /api/profile/compliments': { id: 13 },
      },
    );
    await form();
    fireEvent.click(chip('Gezellig'));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rit beoordeeld!' })).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/profile/compliments/3')).toHaveLength(1);
    expect(callsTo(fetch, 'POST', '/api/profile/compliments')[0]!.body).toMatchObject({
      compliments: ['ON_TIME', 'SOCIABLE'],
    });
    expect(callsTo(fetch, 'POST', '/api/profile/reviews')).toHaveLength(0);
    expect(callsTo(fetch, 'DELETE', '/api/profile/reviews/6')).toHaveLength(0);
  });

  it('says so when compliments were already given, or saving failed', async () => {
    quietConsole();
    const { unmount } = renderForm(
      {},
      { 'POST /api/profile/compliments': apiError(409, 'Compliments already given for this context') },
    );
    await form();
    fireEvent.click(chip('Netjes'));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Je hebt Henk Lubbers voor deze rit al een compliment gegeven.'),
    ).toBeVisible();
    unmount();

    renderForm({}, { 'POST /api/profile/compliments': apiError(500, 'Boom') });
    await form();
    fireEvent.click(chip('Netjes'));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Fout bij het opslaan van je beoordeling.')).toBeVisible();
  });

  it('says so when the earlier review could not be looked up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm({}, { 'GET /api/profile/reviews': apiError(500, 'Boom') });
    expect(await screen.findByText('Fout bij het ophalen van je eerdere beoordeling.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
