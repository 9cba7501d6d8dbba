import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testItinerary, testLeg, testPlan } from '../../../test/fakePlans';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { ride, storeSearchCriteria } from '../testing/searchFixtures';

const SEARCH = 'GET /api/planner/search/plan';

/** By train, with a walk to the station first; the train as the live feed has it. */
const liveTrain = (id: number, live: Parameters<typeof testLeg>[2]) =>
  testItinerary(id, [
    testLeg('2026-11-26T07:05:00+01:00', '2026-11-26T07:12:00+01:00'),
    testLeg('2026-11-26T07:12:00+01:00', '2026-11-26T07:52:00+01:00', { traverseMode: 'RAIL', ...live }),
  ]);

/** The card of the itinerary that leaves at `departure`. */
const card = (departure: string) => screen.getByRole('link', { name: new RegExp(`^Vertrek ${departure},`) });

describe('the live state on the search results', () => {
  pinDateInEachTest(new Date('2026-11-26T06:30:00+01:00'));
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('says of an itinerary whose train is late how late, of a cancelled one that it does not run', async () => {
    const late = liveTrain(1, { departureDelay: 900, arrivalDelay: 720 });
    const cancelled = testItinerary(3, [
      testLeg('2026-11-26T08:05:00+01:00', '2026-11-26T08:40:00+01:00', {
        traverseMode: 'BUS',
        cancelled: true,
      }),
    ]);
    mockApi({ [SEARCH]: testPlan([late, ride, cancelled]) });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    await screen.findByRole('link', { name: /^Vertrek 07:05,/ });

    // The summary says it in words, and so does the card's description a screen reader reads.
    expect(within(card('07:05')).getByText('vertraagd +15')).toBeInTheDocument();
    expect(card('07:05')).toHaveAccessibleDescription(/^vertraagd \+15/);
    expect(within(card('08:05')).getByText('rijdt niet')).toBeInTheDocument();
    expect(within(card('07:30')).queryByText(/vertraagd|rijdt niet|eerder/)).not.toBeInTheDocument();
  });

  it('says how early a train is, and nothing of less than a minute', async () => {
    mockApi({
      [SEARCH]: testPlan([liveTrain(1, { departureDelay: -120 }), liveTrain(2, { departureDelay: 45 })]),
    });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    await screen.findAllByRole('link', { name: /^Vertrek 07:05,/ });
    const [early, onTime] = screen.getAllByRole('link', { name: /^Vertrek 07:05,/ });
    expect(within(early!).getByText('eerder −2')).toBeInTheDocument();
    expect(within(onTime!).queryByText(/vertraagd|eerder/)).not.toBeInTheDocument();
  });
});
