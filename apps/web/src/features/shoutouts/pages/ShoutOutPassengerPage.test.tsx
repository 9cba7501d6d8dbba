import { SHOUT_OUT_CLOSED_MESSAGE, type Itinerary } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { shoutOutPage, testOffer, testShoutOut } from '../../../test/fakeShoutOuts';
import { testTrip } from '../../../test/fakeTrips';
import {
  expectConversationOpened,
  openConversationRoutes,
  testConversation,
} from '../../../test/fakeConversations';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { quietConsole } from '../../../test/quietConsole';
import { cancelWithReason, openDialog } from '../../../test/dialogs';

const PAGE = '/shout-out-passenger/5';
const ROUTE = 'Station Winterswijk naar Station Doetinchem';
const SHOUT_OUT = 'GET /api/planner/shout-outs/5';
const ACCEPT = 'POST /api/planner/trips';
const CANCEL = 'DELETE /api/planner/plans/5';
// The shout-out list the page returns to asks for these.
const LIST = {
  'GET /api/planner/plans': shoutOutPage([]),
  'GET /api/planner/shout-outs': shoutOutPage([]),
};

/** Henk's offer (id 1) as the fixtures have it; Jan's (id 3) with his own car and fare. */
const henk = (legState?: 'CANCELLED') => testOffer(1, {}, legState);
function jan(): Itinerary {
  const offer = testOffer(3);
  const ride = {
    ...offer.legs[0]!,
    driverId: 'user-3',
    driverName: 'Jan Klein Gunnewiek',
    vehicleName: 'Opel Corsa',
    vehicleLicensePlate: 'GH-456-J',
    fareInCredits: 30,
    startTime: '2026-11-29T18:55:00+01:00',
  };
  return { ...offer, departureTime: ride.startTime, fareInCredits: 30, legs: [ride] };
}

const HENK_NAME = 'Henk Lubbers Vertrek 19:00, aankomst 19:40 Volkswagen Golf, kenteken AH-123-K 36 credits';
const JAN_NAME = 'Jan Klein Gunnewiek Vertrek 18:55, aankomst 19:40 Opel Corsa, kenteken GH-456-J 30 credits';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Oproep details' });
/** The banner's text, which a screen reader is told of (role status). */
const banner = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');
const offerCards = () =>
  within(screen.getByRole('region', { name: 'Aangeboden ritten' })).getAllByRole('listitem');
const row = (name: string) => screen.getByRole('rowheader', { name }).nextSibling;

describe('the passenger’s shout-out page', () => {
  pinDateInEachTest(new Date('2026-11-25T10:00:00+01:00'));

  it('shows what was asked: from, to, day and time, seats, and what a car would take', async () => {
    mockApi({ [SHOUT_OUT]: testShoutOut({ nrSeats: 2 }) });
    renderApp(PAGE, signedIn());
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByText('Station Winterswijk naar Station Doetinchem')).toBeInTheDocument();
    expect(row('Datum')).toHaveTextContent('29-11-2026');
    expect(row('Vertrek')).toHaveTextContent('19:00');
    expect(row('Aantal personen')).toHaveTextContent('2 personen');
    expect(row('Geschatte kosten')).toHaveTextContent('36 credits');
    expect(row('Afstand')).toHaveTextContent('36 km');
    expect(row('Reisduur')).toHaveTextContent('40 minuten');
    expect(row('Geplaatst op')).toHaveTextContent('25-11-2026 10:00');
    // An open shout-out has no banner.
    expect(screen.queryByText(/^Deze oproep is/)).not.toBeInTheDocument();
  });

  it('says when the passenger wants to arrive rather than leave', async () => {
    mockApi({
      [SHOUT_OUT]: testShoutOut({ useAsArrivalTime: true, travelTime: '2026-11-29T19:40:00+01:00' }),
    });
    renderApp(PAGE, signedIn());
    expect(await heading()).toBeInTheDocument();
    expect(row('Aankomst')).toHaveTextContent('19:40');
    expect(screen.queryByRole('rowheader', { name: 'Vertrek' })).not.toBeInTheDocument();
  });

  it('says no driver has offered yet, with nothing to accept', async () => {
    mockApi({ [SHOUT_OUT]: testShoutOut() });
    renderApp(PAGE, signedIn());
    expect(await heading()).toBeInTheDocument();
    expect(
      screen.getByText(
        'Er heeft nog geen chauffeur een rit aangeboden. Zodra iemand dat doet, krijg je een bericht.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanbod accepteren' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oproep annuleren' })).toBeEnabled();
  });

  it('lists the offers to choose from, by driver, times, car and fare, without a way to the profile', async () => {
    mockApi({ [SHOUT_OUT]: testShoutOut({ itineraries: [henk(), jan()] }) });
    renderApp(PAGE, signedIn());
    const group = await screen.findByRole('radiogroup', { name: 'Kies een aangeboden rit' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'urn:nb:pn:itinerary:1',
      'urn:nb:pn:itinerary:3',
    ]);
    expect(within(group).getByRole('radio', { name: HENK_NAME })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: JAN_NAME })).not.toBeChecked();
    // A passenger cannot open a profile from a shout-out card.
    expect(screen.queryByRole('link', { name: /Henk|Jan/ })).not.toBeInTheDocument();
    // With two offers, one must be chosen first.
    expect(screen.getByRole('button', { name: 'Aanbod accepteren' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aanbod accepteren' })).toHaveAccessibleDescription(
      'Kies eerst een aangeboden rit.',
    );
    fireEvent.click(within(group).getByRole('radio', { name: JAN_NAME }));
    expect(within(group).getByRole('radio', { name: JAN_NAME })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Aanbod accepteren' })).toBeEnabled();
  });

  it('shows a cancelled offer as cancelled, not to be chosen nor messaged', async () => {
    mockApi({ [SHOUT_OUT]: testShoutOut({ itineraries: [henk('CANCELLED'), jan()] }) });
    renderApp(PAGE, signedIn());
    const group = await screen.findByRole('radiogroup', { name: 'Kies een aangeboden rit' });
    const cancelled = within(group).getByRole('radio', { name: /^Henk Lubbers Geannuleerd/ });
    expect(cancelled).toBeDisabled();
    expect(cancelled.closest('li')).toHaveAttribute('data-offer-state', 'cancelled');
    expect(cancelled).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Stuur Henk een bericht' })).not.toBeInTheDocument();
    // The one offer that stands is chosen already.
    expect(within(group).getByRole('radio', { name: JAN_NAME })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Stuur Jan een bericht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aanbod accepteren' })).toBeEnabled();
  });

  it('accepts the chosen offer: books it, says so and returns to the shout-outs', async () => {
    const fetch = mockApi({
      [SHOUT_OUT]: testShoutOut({ itineraries: [henk(), jan()] }),
      [ACCEPT]: () => Response.json(testTrip(), { status: 201 }),
      ...LIST,
    });
    const { router } = renderApp(PAGE, signedIn());
    fireEvent.click(await screen.findByRole('radio', { name: JAN_NAME }));
    fireEvent.click(screen.getByRole('button', { name: 'Aanbod accepteren' }));
    expect(await screen.findByText('Uw rit is bevestigd!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shout-outs'));
    expect(callsTo(fetch, 'POST', '/api/planner/trips').map((call) => call.body)).toEqual([
      { itineraryRef: 'urn:nb:pn:itinerary:3' },
    ]);
  });

  it('says the credits do not cover the fare (402), with the way to add credits', async () => {
    mockApi({
      [SHOUT_OUT]: testShoutOut({ itineraries: [henk()] }),
      [ACCEPT]: apiError(402, 'Je hebt onvoldoende credits voor deze rit'),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp(PAGE, signedIn());
    expect(await screen.findByRole('radio', { name: HENK_NAME })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Aanbod accepteren' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Je hebt onvoldoende credits voor deze rit');
    expect(within(alert).getByRole('link', { name: 'Credits toevoegen' })).toHaveAttribute(
      'href',
      '/addCredits',
    );
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('says in the server’s words that the shout-out closed meanwhile, and shows it anew', async () => {
    let filled = false;
    const fetch = mockApi({
      [SHOUT_OUT]: () =>
        filled
          ? testShoutOut({ planState: 'FINAL', itineraries: [henk('CANCELLED'), jan()] })
          : testShoutOut({ itineraries: [henk()] }),
      [ACCEPT]: () => {
        filled = true;
        return apiError(422, SHOUT_OUT_CLOSED_MESSAGE);
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(PAGE, signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Aanbod accepteren' }));
    expect(await screen.findByText('Deze oproep is niet meer open.')).toBeInTheDocument();
    expect(await screen.findByText('Deze oproep is ingevuld')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/planner/shout-outs/5')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Aanbod accepteren' })).not.toBeInTheDocument();
  });

  it('says that saving failed on any other error', async () => {
    mockApi({ [SHOUT_OUT]: testShoutOut({ itineraries: [henk()] }), [ACCEPT]: apiError(500, 'Boom') });
    quietConsole();
    renderApp(PAGE, signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Aanbod accepteren' }));
    expect(await screen.findByText('Fout bij het opslaan van de rit.')).toBeInTheDocument();
  });

  it('cancels the shout-out with a reason, says so and returns to the shout-outs', async () => {
    const fetch = mockApi({
      [SHOUT_OUT]: testShoutOut({ itineraries: [henk()] }),
      [CANCEL]: noContent,
      ...LIST,
    });
    const { router } = renderApp(PAGE, signedIn());
    const dialog = await openDialog('Oproep annuleren');
    cancelWithReason(dialog, '  Mijn zoon brengt me  ', 'Oproep annuleren');
    expect(await screen.findByText('Je oproep is verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shout-outs'));
    expect(queryOf(fetch, 'DELETE', '/api/planner/plans/5')).toEqual({ reason: 'Mijn zoon brengt me' });
  });

  it('keeps the shout-out when the passenger thinks better of cancelling', async () => {
    const fetch = mockApi({ [SHOUT_OUT]: testShoutOut() });
    renderApp(PAGE, signedIn());
    const dialog = await openDialog('Oproep annuleren');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oproep behouden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', '/api/planner/plans/5')).toHaveLength(0);
  });

  it('opens a conversation with the driver about the offer', async () => {
    const fetch = mockApi({
      [SHOUT_OUT]: testShoutOut({ itineraries: [henk()] }),
      ...openConversationRoutes(
        testConversation({
          owner: { managedIdentity: 'user-1', givenName: 'Gerda', familyName: 'Wassink' },
          ownerRole: 'PASSENGER',
          topic: ROUTE,
          initialContext: 'urn:nb:rs:booking:1',
          createdTime: '2026-11-25T10:00:00+01:00',
        }),
      ),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, unmount } = renderApp(PAGE, signedIn());
    await expectConversationOpened(
      fetch,
      router,
      'Stuur Henk een bericht',
      {
        initialContext: 'urn:nb:rs:booking:1',
        topic: ROUTE,
        ownerRole: 'PASSENGER',
      },
      'Henk Lubbers',
    );
    // Leaving the conversation acknowledges it, while the fake server still answers.
    unmount();
    await waitFor(() =>
      expect(callsTo(fetch, 'PUT', '/api/communicator/conversations/41/ack')).toHaveLength(1),
    );
  });
});

describe('the shout-out’s banners', () => {
  pinDateInEachTest(new Date('2026-11-25T10:00:00+01:00'));

  const nothingToDo = () => {
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanbod accepteren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oproep annuleren' })).not.toBeInTheDocument();
  };

  it('says a filled shout-out is filled, shows the accepted offer and its driver can be messaged', async () => {
    mockApi({
      [SHOUT_OUT]: testShoutOut({ planState: 'FINAL', itineraries: [henk('CANCELLED'), jan()] }),
    });
    renderApp(PAGE, signedIn());
    expect(await banner('Deze oproep is ingevuld')).toBeInTheDocument();
    nothingToDo();
    const offers = offerCards();
    expect(offers[0]).toHaveAttribute('data-offer-state', 'cancelled');
    expect(offers[0]).toHaveTextContent('Geannuleerd');
    expect(offers[1]).toHaveAttribute('data-offer-state', 'accepted');
    expect(offers[1]).toHaveTextContent('Geaccepteerd');
    expect(screen.getByRole('button', { name: 'Stuur Jan een bericht' })).toBeInTheDocument();
  });

  it('says a cancelled shout-out is cancelled, with its reason', async () => {
    mockApi({
      [SHOUT_OUT]: testShoutOut({
        planState: 'CANCELLED',
        cancelReason: 'Mijn zoon brengt me',
        itineraries: [henk('CANCELLED')],
      }),
    });
    renderApp(PAGE, signedIn());
    expect(await banner('Deze oproep is geannuleerd')).toBeInTheDocument();
    expect(row('Reden van annulering')).toHaveTextContent('Mijn zoon brengt me');
    nothingToDo();
    expect(screen.queryByRole('button', { name: /een bericht$/ })).not.toBeInTheDocument();
  });

  it('says a filled shout-out whose offer was withdrawn is cancelled', async () => {
    mockApi({ [SHOUT_OUT]: testShoutOut({ planState: 'FINAL', itineraries: [henk('CANCELLED')] }) });
    renderApp(PAGE, signedIn());
    expect(await banner('Deze oproep is geannuleerd')).toBeInTheDocument();
    nothingToDo();
  });

  it('says a shout-out past its latest arrival has expired, with nothing left to accept or cancel', async () => {
    vi.setSystemTime(new Date('2026-11-29T19:41:00+01:00'));
    mockApi({ [SHOUT_OUT]: testShoutOut({ itineraries: [henk()] }) });
    renderApp(PAGE, signedIn());
    expect(await banner('Deze oproep is verstreken')).toBeInTheDocument();
    nothingToDo();
    expect(offerCards()).toHaveLength(1);
  });

  it('says an expired shout-out had no offers', async () => {
    vi.setSystemTime(new Date('2026-11-29T19:41:00+01:00'));
    mockApi({ [SHOUT_OUT]: testShoutOut() });
    renderApp(PAGE, signedIn());
    expect(await screen.findByText('Er is geen rit aangeboden.')).toBeInTheDocument();
    nothingToDo();
  });
});

describe('a shout-out that cannot be shown', () => {
  pinDateInEachTest(new Date('2026-11-25T10:00:00+01:00'));
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('says one that does not exist is gone, with the way to the list', async () => {
    mockApi({ [SHOUT_OUT]: apiError(404, 'Not found') });
    renderApp(PAGE, signedIn());
    expect(await screen.findByText('Deze oproep bestaat niet (meer).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn oproepen' })).toHaveAttribute('href', '/shout-outs');
  });

  it('says so for a path that is not a shout-out number, without asking', async () => {
    const fetch = mockApi({});
    renderApp('/shout-out-passenger/abc', signedIn());
    expect(await screen.findByText('Deze oproep bestaat niet (meer).')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/planner/shout-outs/abc')).toHaveLength(0);
  });

  it('says one of somebody else may not be seen (403)', async () => {
    mockApi({ [SHOUT_OUT]: apiError(403, 'Forbidden') });
    renderApp(PAGE, signedIn());
    expect(await screen.findByText('Je kunt deze oproep niet bekijken.')).toBeInTheDocument();
  });

  it('leads a driver who came here to the driver’s page', async () => {
    mockApi({
      [SHOUT_OUT]: testShoutOut({ traveller: { managedIdentity: 'user-9', name: 'Bep Hendriks' } }),
    });
    renderApp(PAGE, signedIn());
    expect(await screen.findByText('Dit is de oproep van Bep Hendriks.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de oproep als chauffeur' })).toHaveAttribute(
      'href',
      '/shout-out-driver/5',
    );
    expect(screen.queryByRole('button', { name: 'Oproep annuleren' })).not.toBeInTheDocument();
  });

  it('says a failed load in plain words, and tries again', async () => {
    let fail = true;
    mockApi({ [SHOUT_OUT]: () => (fail ? apiError(500, 'Boom') : testShoutOut()) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(PAGE, signedIn());
    expect(await screen.findByText('Fout bij het ophalen van de oproep.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Station Winterswijk naar Station Doetinchem')).toBeInTheDocument();
  });
});
