import { DEFAULT_SEARCH_PREFERENCES } from '@achterhoek/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testPlan } from '../../../test/fakePlans';
import { renderApp } from '../../../test/renderApp';
import { storeSearchCriteria } from '../testing/searchFixtures';
import { clickOnEmptyResults } from '../testing/emptyResults';
import { pinDateInEachTest } from '../../../test/clock';

const SEARCH = 'GET /api/planner/search/plan';
const CREATE = 'POST /api/planner/ride-alerts';

/** Gerda's search from Winterswijk to Doetinchem, arriving on Thursday 26 November at 07:30. */
describe('keeping a search as a ride alert', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('keeps the search that found nothing and says so', async () => {
    storeSearchCriteria(true);
    const fetch = mockApi({
      [SEARCH]: testPlan([]),
      [CREATE]: ({ body }) =>
        Response.json(
          { id: 3, ...(body as object), creationTime: '2026-11-23T10:00:00+01:00', matches: 0 },
          { status: 201 },
        ),
    });
    renderApp('/searchResults/-1', signedIn());
    expect(await screen.findByText('Helaas, er zijn geen ritten gevonden.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bewaar als ritmelding' }));
    expect(
      await screen.findByText(
        'Je ritmelding is bewaard. We laten het weten als er een rit wordt aangeboden.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/planner/ride-alerts')[0]?.body).toEqual({
      from: { label: 'Station Winterswijk', location: { type: 'Point', coordinates: [6.7154, 51.9677] } },
      to: { label: 'Station Doetinchem', location: { type: 'Point', coordinates: [6.2945, 51.9584] } },
      travelTime: '2026-11-26T07:30:00+01:00',
      useAsArrivalTime: true,
      nrSeats: DEFAULT_SEARCH_PREFERENCES.numPassengers,
    });
    // Kept once: the same alert is not kept twice.
    expect(screen.getByRole('button', { name: 'Bewaar als ritmelding' })).toBeDisabled();
  });

  it('says so when the ride alert cannot be kept', async () => {
    await clickOnEmptyResults('Bewaar als ritmelding', { [CREATE]: apiError(500, 'kapot') }, true);
    expect(await screen.findByText('Fout bij het bewaren van je ritmelding.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bewaar als ritmelding' })).toBeEnabled();
  });

  it('says in plain Dutch when the passenger already keeps as many ride alerts as allowed', async () => {
    const full = apiError(422, 'Je hebt al 20 ritmeldingen. Verwijder er eerst een.', {
      code: 'RIDE_ALERTS_FULL',
    });
    await clickOnEmptyResults('Bewaar als ritmelding', { [CREATE]: full }, true);
    expect(
      await screen.findByText('Je hebt al 20 ritmeldingen. Verwijder er eerst een.'),
    ).toBeInTheDocument();
  });
});
