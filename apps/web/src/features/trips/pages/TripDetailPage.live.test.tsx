import type { Itinerary, Leg, Trip } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import {
  DOETINCHEM,
  WINTERSWIJK,
  rideshareLeg,
  testItinerary,
  testLeg,
  testPlan,
} from '../../../test/fakePlans';
import { testTrip } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { quietConsole } from '../../../test/quietConsole';

// The trip as the live feed has it (beyond the original): late, early or cancelled trains and buses, the
// connection with the shared ride at risk, the 'Nieuw reisadvies' that keeps the ride, and the alerts.

const TRIP = 'GET /api/planner/trips/7';
const ACCEPT = 'POST /api/planner/trips/7/new-advice';
const AARLE = { ...DOETINCHEM, label: 'Aalten, Markt' };

/**
 * Gerda's trip on Tuesday 24 November: a walk to the station, train RS19 to Aalten, then Henk's ride. The
 * train leaves and arrives as `live` says (by default 15 minutes late: 07:20 instead of 07:05).
 */
function liveLegs(
  live: Partial<Leg> = { departureDelay: 900, arrivalDelay: 900 },
  mode: Leg['traverseMode'] = 'RAIL',
) {
  return [
    testLeg('2026-11-24T07:15:00+01:00', '2026-11-24T07:20:00+01:00', { to: WINTERSWIJK }),
    testLeg('2026-11-24T07:20:00+01:00', '2026-11-24T07:35:00+01:00', {
      traverseMode: mode,
      from: { ...WINTERSWIJK, platformCode: '2' },
      to: AARLE,
      routeShortName: 'RS19',
      tripId: 'arriva:1234',
      serviceDate: '2026-11-24',
      ...live,
    }),
    rideshareLeg('2026-11-24T07:40:00+01:00', '2026-11-24T08:10:00+01:00', {
      from: AARLE,
      to: DOETINCHEM,
      state: 'SCHEDULED',
      bookingRef: 'urn:nb:rs:booking:5',
      paymentState: 'RESERVED',
    }),
  ];
}

/** The advice: the bus at 07:10 to Aalten, Henk's ride the same. */
const advice: Itinerary = testItinerary(9, [
  testLeg('2026-11-24T06:55:00+01:00', '2026-11-24T07:05:00+01:00', { to: WINTERSWIJK }),
  testLeg('2026-11-24T07:10:00+01:00', '2026-11-24T07:32:00+01:00', {
    traverseMode: 'BUS',
    from: { ...WINTERSWIJK, label: 'Winterswijk, Busstation' },
    to: AARLE,
    routeShortName: '73',
  }),
  rideshareLeg('2026-11-24T07:40:00+01:00', '2026-11-24T08:10:00+01:00', { from: AARLE, to: DOETINCHEM }),
]);

const liveTrip = (overrides: Partial<Trip> = {}, legs: Leg[] = liveLegs()) =>
  testTrip(overrides, testItinerary(3, legs));

const legCards = () => within(screen.getByRole('list', { name: 'Reisdelen' })).getAllByRole('listitem');

async function showTrip(trip: Trip) {
  const fetch = mockApi({ [TRIP]: trip });
  renderApp('/tripDetailPage/7', signedIn());
  await screen.findByRole('heading', { level: 1, name: 'Ritdetails' });
  return fetch;
}

describe('the live times on the trip page', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('shows a late train’s timetable times struck through beside the expected ones, and how late in words', async () => {
    await showTrip(liveTrip());
    const train = within(legCards()[1]!);
    expect(train.getAllByText('vertraagd +15')).toHaveLength(2);
    // Leaving: 07:05 by the timetable, 07:20 now; arriving 07:20 by the timetable, 07:35 now.
    const struck = legCards()[1]!.querySelectorAll('del');
    expect([...struck].map((time) => time.textContent)).toEqual(['07:05', '07:20']);
    expect(train.getByText('gepland 07:05, verwacht')).toBeInTheDocument();
    expect(train.getByText(/^07:20 .*Station Winterswijk, perron 2$/)).toBeInTheDocument();
    expect(train.getByText('gepland 07:20, verwacht')).toBeInTheDocument();
    // On time, the walk and the ride show their times alone.
    expect(within(legCards()[0]!).queryByText(/vertraagd|gepland/)).not.toBeInTheDocument();
    expect(legCards()[0]!.querySelector('del')).toBeNull();
  });

  it('says a train that is early, and nothing of less than a minute', async () => {
    // Two minutes early leaving: 'eerder −2'; 30 seconds late arriving is not worth mentioning.
    await showTrip(liveTrip({}, liveLegs({ departureDelay: -120, arrivalDelay: 30 })));
    const train = within(legCards()[1]!);
    expect(train.getByText('eerder −2')).toBeInTheDocument();
    expect(train.getByText('gepland 07:22, verwacht')).toBeInTheDocument();
    expect(legCards()[1]!.querySelectorAll('del')).toHaveLength(1);
  });

  it('says in words that a cancelled bus does not run, and shows its leg as cancelled', async () => {
    await showTrip(liveTrip({}, liveLegs({ cancelled: true }, 'BUS')));
    const bus = legCards()[1]!;
    expect(within(bus).getByText('rijdt niet', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(bus).toHaveAttribute('data-overlay', 'cancelled');
    expect(legCards()[2]).not.toHaveAttribute('data-overlay');
  });

  it('shows no alerts when the feed has none', async () => {
    await showTrip(liveTrip());
    expect(screen.queryByRole('heading', { name: 'Meldingen' })).not.toBeInTheDocument();
  });

  it('lists the alerts on the trip’s lines under ‘Meldingen’', async () => {
    await showTrip(
      liveTrip({
        alerts: [
          {
            header: 'Werkzaamheden Winterswijk – Aalten',
            description: 'Bussen vervangen de treinen.\nReken op 20 minuten extra.',
          },
          { header: 'Lift op perron 2 buiten gebruik' },
        ],
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Meldingen' })).toBeInTheDocument();
    const alerts = within(screen.getByRole('list', { name: 'Meldingen' })).getAllByRole('listitem');
    expect(alerts).toHaveLength(2);
    expect(within(alerts[0]!).getByText('Werkzaamheden Winterswijk – Aalten')).toBeInTheDocument();
    expect(within(alerts[0]!).getByText(/^Bussen vervangen de treinen\./)).toBeInTheDocument();
    expect(alerts[1]).toHaveTextContent('Lift op perron 2 buiten gebruik');
  });
});

describe('a connection at risk', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it.each([
    ['LATE', 'RAIL', 'Je haalt je rit waarschijnlijk niet: je trein is te laat.'],
    ['CANCELLED', 'BUS', 'Je haalt je rit waarschijnlijk niet: je bus rijdt niet.'],
    ['LATE', 'TRAM', 'Je haalt je rit waarschijnlijk niet: je trein of bus is te laat.'],
  ] as const)('says %s for a %s leg', async (reason, mode, text) => {
    await showTrip(
      liveTrip({ connectionAtRisk: { reason, legIndex: 1, rideLegIndex: 2 } }, liveLegs(undefined, mode)),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(
      'Er is nog geen ander reisadvies. Laat het de chauffeur weten met een bericht.',
    );
  });

  it('says nothing of it for a trip that is not at risk', async () => {
    await showTrip(liveTrip());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nieuw reisadvies' })).not.toBeInTheDocument();
  });
});

describe('the new advice', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  const atRisk = () =>
    liveTrip({
      connectionAtRisk: {
        reason: 'LATE',
        legIndex: 1,
        rideLegIndex: 2,
        waitSeconds: 600,
        allowedWaitSeconds: 300,
      },
      newAdvice: advice,
    });

  it('shows the advice’s times and legs in the trip’s own cards, below the warning that points to it', async () => {
    await showTrip(atRisk());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hieronder staat een nieuw reisadvies waarmee je je rit wel haalt.',
    );
    const section = within(screen.getByRole('region', { name: 'Nieuw reisadvies' }));
    expect(section.getByRole('heading', { level: 2, name: 'Nieuw reisadvies' })).toBeInTheDocument();
    expect(section.getByText('Vertrek 06:55, aankomst 08:10')).toBeInTheDocument();
    const legs = within(
      section.getByRole('list', { name: 'Reisdelen van het nieuwe reisadvies' }),
    ).getAllByRole('listitem');
    expect(legs.map((leg) => leg.textContent)).toEqual([
      expect.stringMatching(/^Lopen06:55 – 07:05/),
      expect.stringMatching(/^Wachten, 5 minuten/),
      expect.stringMatching(/^Bus07:10 – 07:32/),
      expect.stringMatching(/^Wachten, 8 minuten/),
      expect.stringMatching(/^Meerijden07:40 – 08:10/),
    ]);
    expect(section.getByRole('button', { name: 'Nieuw reisadvies accepteren' })).toBeEnabled();
    // The trip's own legs are still there, under their own heading.
    expect(legCards()).toHaveLength(4);
  });

  it('takes the advice, then shows the trip as changed and says so', async () => {
    let answer: (response: Response) => void = () => undefined;
    const changed = testTrip({}, advice);
    const fetch = mockApi({
      [TRIP]: atRisk(),
      [ACCEPT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/tripDetailPage/7', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw reisadvies accepteren' }));
    // Busy while it is sent: the button cannot be pressed twice.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nieuw reisadvies accepteren' })).toBeDisabled(),
    );
    answer(Response.json(changed));

    const done = await screen.findByText('Je reis is aangepast.');
    // A status, which takes the focus: the button that was pressed is gone with the advice.
    expect(done.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Nieuw reisadvies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(legCards()[2]).toHaveTextContent(/^Bus07:10 – 07:32/);
    expect(callsTo(fetch, 'POST', '/api/planner/trips/7/new-advice')).toHaveLength(1);
  });

  it('says in the server’s words why the advice cannot be taken any more, and shows the trip afresh', async () => {
    const refusal = 'Dit reisadvies is verlopen: de eerste vertrektijd is al voorbij.';
    let current = atRisk();
    const fetch = mockApi({
      [TRIP]: () => current,
      [ACCEPT]: () => {
        current = liveTrip({ connectionAtRisk: { reason: 'LATE', legIndex: 1, rideLegIndex: 2 } });
        return apiError(422, refusal);
      },
    });
    quietConsole();
    renderApp('/tripDetailPage/7', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw reisadvies accepteren' }));
    const message = await screen.findByText(refusal);
    expect(message.closest('[role="alert"]')).toHaveFocus();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Nieuw reisadvies' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetch, 'GET', '/api/planner/trips/7').length).toBeGreaterThan(1);
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });

  it('says so when taking it failed otherwise, and keeps the advice to try again', async () => {
    mockApi({ [TRIP]: atRisk(), [ACCEPT]: apiError(500, 'Internal Server Error') });
    quietConsole();
    renderApp('/tripDetailPage/7', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw reisadvies accepteren' }));
    expect(await screen.findByText('Fout bij het aanpassen van je reis.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuw reisadvies accepteren' })).toBeEnabled();
  });
});

describe('the live times before booking', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('shows them on an itinerary of a search too', async () => {
    mockApi({ 'GET /api/planner/plans/41': testPlan([testItinerary(3, liveLegs())]) });
    renderApp('/itineraryDetailPage/-1?planId=41&itineraryId=3', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Ritdetails' });
    expect(within(legCards()[1]!).getAllByText('vertraagd +15')).toHaveLength(2);
  });
});
