import { fireEvent, screen } from '@testing-library/react';
import { mockApi, type FakeRoute } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testPlan } from '../../../test/fakePlans';
import { renderApp } from '../../../test/renderApp';
import { storeSearchCriteria } from './searchFixtures';

/**
 * Opens the results of the stored trip (departing, or `arriving`, at 07:30) when the search found
 * nothing, with `routes` answering what the page asks next, and clicks its button `button` ('Bewaar als
 * ritmelding', 'Plaats oproep in de community').
 */
export async function clickOnEmptyResults(
  button: string,
  routes: Record<string, FakeRoute>,
  arriving = false,
) {
  storeSearchCriteria(arriving);
  mockApi({ 'GET /api/planner/search/plan': testPlan([]), ...routes });
  renderApp('/searchResults/-1', signedIn());
  fireEvent.click(await screen.findByRole('button', { name: button }));
}
