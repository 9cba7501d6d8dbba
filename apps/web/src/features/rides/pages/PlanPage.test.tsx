import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { ridePlanDraftStore } from '../lib/ridePlanDraft';
import { testCar, testRide } from '../../../test/fakeRides';

const CARS = 'GET /api/rideshare/users/me/cars';
const CREATE = 'POST /api/rideshare/rides';

const golf = testCar();

const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });

const offerButton = () => screen.getByRole('button', { name: 'Rit aanbieden' });

/** The places chosen on the location page before, as the page keeps them. */
function chosenPlaces() {
  ridePlanDraftStore.update('user-1', {
    from: { label: 'Station Winterswijk', lat: 51.9677, lon: 6.7154 },
    to: { label: 'Station Doetinchem', lat: 51.9584, lon: 6.2945 },
    travelTime: { date: '2026-11-24', time: '07:30', arriving: false },
  });
}

describe('the ride offer', () => {
  beforeEach(() => {
    // Monday 23 November 2026, 10:00 in Amsterdam: the offer is for Tuesday morning.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00+01:00'));
    ridePlanDraftStore.clear('user-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    ridePlanDraftStore.clear('user-1');
  });

  it('waits for both places before it offers, and opens the location page for its own places', async () => {
    mockApi({ [CARS]: [golf] }, driver);
    renderApp('/plan', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Waar rijd je heen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Van / })).toHaveAttribute('href', '/searchLocation/from;false');
    expect(offerButton()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Auto' })).toHaveValue(golf.carRef);
  });

  it('offers the ride with the car, the time in Amsterdam and the chosen recurrence', async () => {
    chosenPlaces();
    const fetch = mockApi(
      { [CARS]: [golf], [CREATE]: () => Response.json(testRide(), { status: 201 }) },
      driver,
    );
    const { router } = renderApp('/plan', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Waar rijd je heen?' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Herhaling' }), { target: { value: 'WORKDAILY' } });
    fireEvent.click(offerButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Rit gepland' })).toBeInTheDocument();
    // The page says it: no snackbar repeats it.
    expect(screen.queryByText('Uw rit is opgeslagen.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/planSubmitted');
    const [sent] = callsTo(fetch, 'POST', '/api/rideshare/rides');
    expect(sent!.body).toMatchObject({
      from: { label: 'Station Winterswijk', location: { type: 'Point', coordinates: [6.7154, 51.9677] } },
      travelTime: { when: '2026-11-24T07:30:00+01:00', arriving: false },
      recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 31 },
      carRef: golf.carRef,
      ridePlanOptions: { maxPassengers: 3, maxTimeDetour: 20, selectedCarRef: golf.carRef },
    });
  });

  it.each([
    [apiError(422, 'Ride overlaps'), 'Je nieuwe rit overlapt met een al ingeplande rit'],
    [
      apiError(400, 'Cannot compute itinerary'),
      'De route planner kan geen geschikte route vinden tussen de aangegeven locaties.',
    ],
    [
      apiError(400, 'from is outside the region', { code: 'OUTSIDE_REGION' }),
      'Deze plek ligt buiten het gebied van de app. Kies een plek in de regio.',
    ],
    [
      apiError(400, 'travelTime is more than 365 days ahead', { code: 'TOO_FAR_AHEAD' }),
      'Zo ver vooruit kan niet. Kies een dag binnen een jaar (365 dagen).',
    ],
    [apiError(500, 'Internal'), 'Fout bij het inplannen van je rit.'],
  ])('says in Dutch why the server refused: %#', async (answer, text) => {
    chosenPlaces();
    mockApi({ [CARS]: [golf], [CREATE]: answer }, driver);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/plan', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Waar rijd je heen?' });
    fireEvent.click(offerButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Waar rijd je heen?' })).toBeInTheDocument();
  });

  it('asks for a car first when the driver has none, pointing at Mijn auto’s', async () => {
    chosenPlaces();
    const fetch = mockApi({ [CARS]: [] }, driver);
    renderApp('/plan', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Waar rijd je heen?' });
    expect(screen.getByText('Voeg eerst een auto toe.')).toBeInTheDocument();
    fireEvent.click(offerButton());
    expect(await screen.findAllByText('Voeg eerst een auto toe.')).toHaveLength(2);
    expect(screen.getByRole('link', { name: "Mijn auto's" })).toHaveAttribute('href', '/Cars');
    expect(callsTo(fetch, 'POST', '/api/rideshare/rides')).toHaveLength(0);
  });

  it('keeps a custom pattern only with a weekday: Ok stays disabled without one', async () => {
    chosenPlaces();
    mockApi({ [CARS]: [golf] }, driver);
    renderApp('/plan', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Waar rijd je heen?' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Herhaling' }), { target: { value: 'CUSTOM' } });
    const dialog = await screen.findByRole('dialog', { name: 'Aangepaste herhaling' });
    const ok = screen.getByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'dinsdag' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Om de week' }));
    expect(ok).toBeEnabled();
    fireEvent.click(ok);
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByText('Om de week op dinsdag')).toBeInTheDocument();
  });
});
