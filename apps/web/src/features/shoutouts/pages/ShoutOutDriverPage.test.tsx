import type { ShoutOut } from '@achterhoek/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, testDriverProfile, type FakeRoute } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testCar } from '../../../test/fakeRides';
import { testOffer, testShoutOut } from '../../../test/fakeShoutOuts';
import {
  expectConversationOpened,
  openConversationRoutes,
  testConversation,
} from '../../../test/fakeConversations';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';

const SHOUT_OUT = 'GET /api/planner/shout-outs/5';
const CARS = 'GET /api/rideshare/users/me/cars';

/** Henk, the signed-in driver (the test login's user id is user-1). */
const henk = testDriverProfile();

/** Gerda's shout-out as Henk sees it: she is user-2. */
const gerdas = (overrides: Partial<ShoutOut> = {}) =>
  testShoutOut({ traveller: { managedIdentity: 'user-2', name: 'Gerda Wassink' }, ...overrides });

function open(shoutOut: ShoutOut | Response, routes: Record<string, FakeRoute> = {}) {
  const fetch = mockApi({ [SHOUT_OUT]: shoutOut, [CARS]: [testCar()], ...routes }, henk);
  const view = renderApp('/shout-out-driver/5', signedIn('Henk Lubbers'));
  return { fetch, ...view };
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Oproep invulling' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });

describe('the driver’s view of a shout-out', () => {
  // Friday 27 November 2026, 10:00 in Amsterdam: Gerda asks for Sunday evening.
  pinDateInEachTest(new Date('2026-11-27T10:00:00+01:00'));

  it('shows who asks what: places, day, time, seats, and the distance, duration and cost of the car', async () => {
    open(gerdas());
    await title();
    expect(screen.getByText('Gerda Wassink zoekt een rit')).toBeInTheDocument();
    expect(within(row('Reiziger')).getByRole('link', { name: 'Gerda Wassink' })).toHaveAttribute(
      'href',
      '/userProfilePage/user-2',
    );
    expect(row('Van')).toHaveTextContent('Station Winterswijk');
    expect(row('Naar')).toHaveTextContent('Station Doetinchem');
    expect(row('Datum')).toHaveTextContent('29-11-2026');
    expect(row('Vertrek')).toHaveTextContent('19:00');
    expect(row('Plaatsen')).toHaveTextContent('1 persoon');
    expect(row('Afstand')).toHaveTextContent('36 km');
    expect(row('Reisduur')).toHaveTextContent('40 minuten');
    expect(row('Kosten')).toHaveTextContent('36 credits');
    expect(screen.getByText('Je hebt nog geen aanbod gedaan.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /oproep is/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Aanbod doen' })).toHaveAttribute(
      'href',
      '/shout-out-driver-propose/5',
    );
  });

  it('says Aankomst for a shout-out that asks to arrive by its time', async () => {
    open(gerdas({ useAsArrivalTime: true }));
    await title();
    expect(row('Aankomst')).toHaveTextContent('19:00');
    expect(screen.queryByRole('row', { name: /^Vertrek / })).not.toBeInTheDocument();
  });

  it('asks for a car first when the driver has none, with the way to add one', async () => {
    open(gerdas(), { [CARS]: [] });
    expect(
      await screen.findByText('Voer eerst een auto in voordat je een rit gaat aanbieden.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Auto toevoegen' })).toHaveAttribute('href', '/AddCar');
    expect(screen.getByRole('button', { name: 'Aanbod doen' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Aanbod doen' })).not.toBeInTheDocument();
  });

  it('offers no second offer while the driver’s own offer stands, and lists it', async () => {
    open(gerdas({ itineraries: [testOffer(9)] }));
    await title();
    expect(screen.getByText('Je hebt al een aanbod gedaan op deze oproep.')).toBeInTheDocument();
    const offers = screen.getByRole('list', { name: 'Jouw aanbod' });
    expect(within(offers).getByText('Wacht op antwoord')).toBeInTheDocument();
    expect(within(offers).getByText(/^zondag 29 november( 2026)?, 19:00 – 19:40$/)).toBeInTheDocument();
    expect(
      within(offers).getByText('Ophalen in Station Winterswijk, afzetten in Station Doetinchem'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aanbod doen' })).toBeDisabled();
  });

  it('offers again once the driver’s earlier offer was cancelled', async () => {
    open(gerdas({ itineraries: [testOffer(9, {}, 'CANCELLED')] }));
    await title();
    expect(within(screen.getByRole('list', { name: 'Jouw aanbod' })).getByText('Geannuleerd')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Aanbod doen' })).toBeInTheDocument();
  });

  it.each([
    [
      'filled with the driver’s offer',
      gerdas({ planState: 'FINAL', itineraries: [testOffer(9)] }),
      'Deze oproep is ingevuld',
    ],
    ['cancelled', gerdas({ planState: 'CANCELLED' }), 'Deze oproep is geannuleerd'],
    [
      'expired',
      gerdas({ latestArrivalTime: '2026-11-27T09:00:00+01:00', travelTime: '2026-11-27T08:30:00+01:00' }),
      'Deze oproep is verstreken',
    ],
  ])('shows the banner and offers nothing when %s', async (_, shoutOut, banner) => {
    const { fetch } = open(shoutOut);
    expect(await screen.findByText(banner)).toBeInTheDocument();
    // The cars are in, yet no offer is possible.
    await vi.waitFor(() => expect(callsTo(fetch, 'GET', '/api/rideshare/users/me/cars')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Aanbod doen' })).toBeDisabled();
  });

  it('shows the driver’s accepted offer as Geaccepteerd', async () => {
    open(gerdas({ planState: 'FINAL', itineraries: [testOffer(9)] }));
    await title();
    expect(within(screen.getByRole('list', { name: 'Jouw aanbod' })).getByText('Geaccepteerd')).toBeVisible();
  });

  it.each([404, 403])(
    'says a shout-out that is gone or not the driver’s to see (%i) does not exist',
    async (status) => {
      open(apiError(status, 'Nope'));
      expect(await screen.findByText('Deze oproep bestaat niet (meer).')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Oproep invulling' })).toBeInTheDocument();
    },
  );

  it('says when the shout-out could not be loaded, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    open(gerdas(), {
      [SHOUT_OUT]: () => (failing ? apiError(500, 'Internal') : gerdas()),
    });
    expect(await screen.findByText('Fout bij het ophalen van de oproep.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Gerda Wassink zoekt een rit')).toBeInTheDocument();
  });

  it('opens a conversation with the passenger about the shout-out', async () => {
    const conversation = testConversation({
      topic: 'Oproep van Gerda Wassink: Station Winterswijk naar Station Doetinchem',
      initialContext: 'urn:nb:pn:plan:5',
      createdTime: '2026-11-27T10:00:00+01:00',
    });
    const { fetch, router, unmount } = open(gerdas(), openConversationRoutes(conversation));
    await expectConversationOpened(
      fetch,
      router,
      'Stuur Gerda een bericht',
      {
        initialContext: 'urn:nb:pn:plan:5',
        topic: conversation.topic,
        ownerRole: 'DRIVER',
      },
      'Gerda Wassink',
    );
    // Leaving the conversation acknowledges it, while the fake server still answers.
    unmount();
    await vi.waitFor(() =>
      expect(callsTo(fetch, 'PUT', '/api/communicator/conversations/41/ack')).toHaveLength(1),
    );
  });
});
