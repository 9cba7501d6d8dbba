import type { ShoutOut, TripPlan } from '@achterhoek/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, testDriverProfile, type FakeRoute } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { DOETINCHEM, rideshareLeg, testItinerary, testPlan, WINTERSWIJK } from '../../../test/fakePlans';
import { testCar } from '../../../test/fakeRides';
import { shoutOutPage, testOffer, testShoutOut } from '../../../test/fakeShoutOuts';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { quietConsole } from '../../../test/quietConsole';

const SHOUT_OUT = 'GET /api/planner/shout-outs/5';
const DRAFT = 'GET /api/planner/shout-outs/5/plan';
const OFFER = 'POST /api/planner/shout-outs/5';
const CARS = 'GET /api/rideshare/users/me/cars';
const DRAFT_PATH = '/api/planner/shout-outs/5/plan';

/** Henk, the signed-in driver (the test login's user id is user-1): at most 3 passengers. */
const henk = testDriverProfile({
  ridePlanOptions: {
    ableToAssist: true,
    maxPassengers: 3,
    maxTimeDetour: 20,
    maxDistanceDetour: 20000,
    luggageOptions: [],
    selectedCarRef: null,
  },
});

/** Gerda's shout-out as Henk sees it: she is user-2. */
const gerdas = (overrides: Partial<ShoutOut> = {}) =>
  testShoutOut({ traveller: { managedIdentity: 'user-2', name: 'Gerda Wassink' }, ...overrides });

const HOME = {
  label: 'Kottenseweg 20, Winterswijk',
  location: { type: 'Point' as const, coordinates: [6.75, 51.95] as [number, number] },
};

/**
 * Henk's draft: from his home to Gerda's pickup, with her to her drop-off (the leg that names the
 * shout-out, with her fare), then on to his destination.
 */
function draftPlan(overrides: Partial<TripPlan> = {}): TripPlan {
  return testPlan(
    [
      testItinerary(77, [
        rideshareLeg('2026-11-29T18:47:00+01:00', '2026-11-29T19:00:00+01:00', {
          from: HOME,
          to: WINTERSWIJK,
          distance: 6000,
          fareInCredits: undefined,
        }),
        rideshareLeg('2026-11-29T19:00:00+01:00', '2026-11-29T19:40:00+01:00', {
          shoutOutRef: 'urn:nb:pn:plan:5',
        }),
        rideshareLeg('2026-11-29T19:40:00+01:00', '2026-11-29T19:50:00+01:00', {
          from: DOETINCHEM,
          to: HOME,
          distance: 8000,
          fareInCredits: undefined,
        }),
      ]),
    ],
    {
      planRef: 'urn:nb:pn:plan:77',
      from: HOME,
      to: HOME,
      travelTime: '2026-11-29T18:47:00+01:00',
      ...overrides,
    },
  );
}

function open(
  routes: Record<string, FakeRoute> = {},
  path = '/shout-out-driver-propose/5',
  shoutOut: ShoutOut = gerdas(),
) {
  const fetch = mockApi(
    {
      [SHOUT_OUT]: shoutOut,
      [DRAFT]: draftPlan(),
      [CARS]: [testCar()],
      // The list the driver lands on after offering.
      'GET /api/planner/shout-outs': shoutOutPage([]),
      'GET /api/planner/plans': shoutOutPage([]),
      ...routes,
    },
    henk,
  );
  const view = renderApp(path, signedIn('Henk Lubbers'));
  return { fetch, ...view };
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Oproep voorstel' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });
const confirmButton = () => screen.getByRole('button', { name: 'Aanbod bevestigen' });
const draftCalls = (fetch: ReturnType<typeof mockApi>) => callsTo(fetch, 'GET', DRAFT_PATH);
const lastDraftQuery = (fetch: ReturnType<typeof mockApi>) =>
  Object.fromEntries(draftCalls(fetch).at(-1)!.url.searchParams);
/** The draft has come, its legs are on the page. */
const draftShown = () => screen.findByRole('list', { name: 'Route' });

describe('the driver’s offer for a shout-out', () => {
  // Friday 27 November 2026, 10:00 in Amsterdam: Gerda asks for Sunday evening.
  pinDateInEachTest(new Date('2026-11-27T10:00:00+01:00'));

  it('shows the passenger, the pickup and drop-off, the driver’s places and time, the legs, the car and the seats', async () => {
    const { fetch } = open();
    await title();
    const legs = await draftShown();
    expect(row('Passagier')).toHaveTextContent('Gerda Wassink');
    expect(row('Gevraagd')).toHaveTextContent('Vertrek 29-11-2026 19:00');
    expect(row('Ophalen')).toHaveTextContent('19:00 Station Winterswijk');
    expect(row('Afzetten')).toHaveTextContent('19:40 Station Doetinchem');
    // Start and destination are the passenger's until the driver changes them; nothing to reset yet.
    expect(screen.getByRole('link', { name: /^Van / })).toHaveAccessibleName('Van Station Winterswijk');
    expect(screen.getByRole('link', { name: /^Van / })).toHaveAttribute('href', '/searchLocation/from;false');
    expect(screen.getByRole('link', { name: /^Naar / })).toHaveAccessibleName('Naar Station Doetinchem');
    expect(screen.getByRole('button', { name: 'Vertrekpunt herstellen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bestemming herstellen' })).toBeDisabled();
    // The picker shows the draft's departure.
    expect(screen.getByRole('radio', { name: 'Vertrek' })).toBeChecked();
    expect(screen.getByLabelText('Tijd')).toHaveValue('18:47');
    expect(row('Reisduur')).toHaveTextContent('63 minuten');
    expect(row('Afstand')).toHaveTextContent('50 km');
    expect(within(legs).getAllByRole('listitem')).toHaveLength(3);
    expect(within(legs).getByText('36 credits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'bekijk op de kaart' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('combobox', { name: 'Auto' })).toHaveValue(testCar().carRef);
    // min(3 passengers, 5 seats − 1)
    expect(row('Aangeboden plaatsen')).toHaveTextContent('3');
    expect(confirmButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Annuleren' })).toHaveAttribute('href', '/shout-out-driver/5');
    // The first draft leaves the places and the time to the server.
    expect(draftCalls(fetch)).toHaveLength(1);
    expect(lastDraftQuery(fetch)).toEqual({});
  });

  it('offers no more seats than the car has besides the driver', async () => {
    open({ [CARS]: [testCar({ nrSeats: 3 })] });
    await draftShown();
    expect(row('Aangeboden plaatsen')).toHaveTextContent('2');
  });

  it('offers one seat in a one-seat car, as the server stores it (it showed 0)', async () => {
    open({ [CARS]: [testCar({ nrSeats: 1 })] });
    await draftShown();
    expect(row('Aangeboden plaatsen')).toHaveTextContent('1');
  });

  it('sends a travel time only once the driver sets one, on the 5-minute grid', async () => {
    const { fetch } = open();
    await draftShown();
    // Arriving instead of leaving only changes what the picker shows while the time is the server's.
    fireEvent.click(screen.getByRole('radio', { name: 'Aankomst' }));
    expect(screen.getByLabelText('Tijd')).toHaveValue('19:50');
    expect(draftCalls(fetch)).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Vertrek' }));

    fireEvent.change(screen.getByLabelText('Tijd'), { target: { value: '18:37' } });
    await vi.waitFor(() => expect(draftCalls(fetch)).toHaveLength(2));
    expect(lastDraftQuery(fetch)).toEqual({
      travelTime: '2026-11-29T18:35:00+01:00',
      useAsArrivalTime: 'false',
    });
    expect(screen.getByLabelText('Tijd')).toHaveValue('18:35');

    // Once set, arriving asks the draft again for arriving at that time.
    fireEvent.click(screen.getByRole('radio', { name: 'Aankomst' }));
    await vi.waitFor(() => expect(draftCalls(fetch)).toHaveLength(3));
    expect(lastDraftQuery(fetch)).toEqual({
      travelTime: '2026-11-29T18:35:00+01:00',
      useAsArrivalTime: 'true',
    });
  });

  it('refuses a time in the past', async () => {
    // Sunday noon: the evening is still to come, the morning is past.
    vi.setSystemTime(new Date('2026-11-29T12:00:00+01:00'));
    const { fetch } = open();
    await draftShown();
    fireEvent.change(screen.getByLabelText('Tijd'), { target: { value: '09:30' } });
    expect(await screen.findByText('De geselecteerde tijd ligt in het verleden.')).toBeInTheDocument();
    expect(draftCalls(fetch)).toHaveLength(1);
  });

  it('takes a start from the location page and puts the passenger’s back with the reset button', async () => {
    const { fetch } = open({ 'GET /api/profile/profiles/me/places': shoutOutPage([]) });
    await draftShown();
    fireEvent.click(screen.getByRole('link', { name: 'Van Station Winterswijk' }));
    // The location page offers the driver's home address.
    fireEvent.click(await screen.findByRole('button', { name: /^Thuis/ }));
    await title();
    expect(screen.getByRole('link', { name: /^Van / })).toHaveAccessibleName('Van Hoofdstraat 1, Zelhem');
    await vi.waitFor(() => expect(lastDraftQuery(fetch)).toEqual({ from: 'Hoofdstraat 1, Zelhem::52,6.35' }));
    await draftShown();

    fireEvent.click(screen.getByRole('button', { name: 'Vertrekpunt herstellen' }));
    expect(screen.getByRole('link', { name: /^Van / })).toHaveAccessibleName('Van Station Winterswijk');
    expect(screen.getByRole('button', { name: 'Vertrekpunt herstellen' })).toBeDisabled();
    // The passenger's own start again: the first draft (asked without a place) is shown again, from the
    // cache — every draft is stored on the server, so it is not asked for twice.
    await draftShown();
    expect(draftCalls(fetch).map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      {},
      { from: 'Hoofdstraat 1, Zelhem::52,6.35' },
    ]);
  });

  it('keeps a destination the driver chose in the page’s address', async () => {
    const { fetch } = open({}, '/shout-out-driver-propose/5?to=Kottenseweg%2020%3A%3A51.95%2C6.75');
    await draftShown();
    expect(screen.getByRole('link', { name: /^Naar / })).toHaveAccessibleName('Naar Kottenseweg 20');
    expect(screen.getByRole('button', { name: 'Bestemming herstellen' })).toBeEnabled();
    expect(lastDraftQuery(fetch)).toEqual({ to: 'Kottenseweg 20::51.95,6.75' });
  });

  it.each([
    ['the planner finds no route', apiError(400, 'Cannot compute itinerary', { code: 'NO_ROUTE' })],
    ['the plan has no itinerary', draftPlan({ itineraries: [] })],
  ])('says so when %s, and offers nothing', async (_, answer) => {
    open({ [DRAFT]: answer });
    expect(await screen.findByText('Helaas, er is geen route gevonden!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Route' })).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('offers the draft with the car as the driver, then tells and goes to the shout-outs', async () => {
    const { fetch, router } = open({ [OFFER]: () => new Response(null, { status: 202 }) });
    await draftShown();
    fireEvent.click(confirmButton());
    expect(
      await screen.findByText('Je aanbod is verstuurd en de passagier is op de hoogte gebracht.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/shout-outs'));
    expect(callsTo(fetch, 'POST', '/api/planner/shout-outs/5').map((call) => call.body)).toEqual([
      { planRef: 'urn:nb:pn:plan:77', vehicleRef: 'urn:nb:rs:car:7', driverRef: 'user-1' },
    ]);
  });

  it.each([
    [apiError(422, 'Ride overlaps'), 'Je nieuwe rit overlapt met een al ingeplande rit'],
    [
      apiError(400, 'Voer eerst een auto in voordat je een rit gaat aanbieden.'),
      'Voer eerst een auto in voordat je een rit gaat aanbieden.',
    ],
  ])('says why the offer was refused and stays: %#', async (answer, text) => {
    quietConsole();
    const { router } = open({ [OFFER]: answer });
    await draftShown();
    fireEvent.click(confirmButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shout-out-driver-propose/5');
    expect(confirmButton()).toBeEnabled();
  });

  it('ignores any other failure silently: no message, the page stays and can try again', async () => {
    quietConsole();
    const { fetch, router } = open({ [OFFER]: apiError(500, 'Internal') });
    await draftShown();
    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(callsTo(fetch, 'POST', '/api/planner/shout-outs/5')).toHaveLength(1));
    await vi.waitFor(() => expect(confirmButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shout-out-driver-propose/5');
  });

  it('asks for a car first when the driver has none', async () => {
    open({ [CARS]: [] });
    await draftShown();
    expect(
      await screen.findByText('Voer eerst een auto in voordat je een rit gaat aanbieden.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Auto toevoegen' })).toHaveAttribute('href', '/AddCar');
    expect(screen.queryByRole('combobox', { name: 'Auto' })).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('offers nothing while the driver’s own offer stands', async () => {
    open({}, undefined, gerdas({ itineraries: [testOffer(9)] }));
    await draftShown();
    expect(screen.getByText('Je hebt al een aanbod gedaan op deze oproep.')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it.each([
    ['closed', gerdas({ planState: 'CANCELLED' }), 'Deze oproep is geannuleerd'],
    [
      'expired',
      gerdas({ latestArrivalTime: '2026-11-27T09:00:00+01:00', travelTime: '2026-11-27T08:30:00+01:00' }),
      'Deze oproep is verstreken',
    ],
  ])('offers nothing and asks no draft when the shout-out is %s', async (_, shoutOut, banner) => {
    const { fetch } = open({}, undefined, shoutOut);
    expect(await screen.findByText(banner)).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    expect(draftCalls(fetch)).toHaveLength(0);
  });

  it('says a shout-out that is gone does not exist', async () => {
    open({ [SHOUT_OUT]: apiError(404, 'Not found') });
    expect(await screen.findByText('Deze oproep bestaat niet (meer).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oproep voorstel' })).toBeInTheDocument();
  });
});
