import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testTrip, tripAfterTravel, tripPage } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { pageOf } from '../../../test/fakePages';

const TRIP = 'GET /api/planner/trips/7';
const WAITING = tripAfterTravel({ confirmationRequested: true, confirmationByProviderRequested: true });
// What the thanks page loads for its review form.
const REVIEW_LISTS = {
  'GET /api/profile/compliments': pageOf([]),
  'GET /api/profile/reviews': pageOf([]),
};
/** The trip waiting for the answer, the answer (`rode` along or not) taken, and the trips to go back to. */
const answerRoutes = (rode: boolean) => ({
  [TRIP]: WAITING,
  [`PUT /api/planner/trips/7/confirm/${rode}`]: noContent,
  'GET /api/planner/trips': tripPage([]),
});

describe('confirming a trip after travel', () => {
  it("asks 'Heb je meegereden?' and confirms a yes, then thanks and offers the review", async () => {
    const fetch = mockApi({ ...answerRoutes(true), ...REVIEW_LISTS });
    const { router } = renderApp('/tripConfirmPage/7', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Heb je meegereden?' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^Je rit van Station Winterswijk naar Station Doetinchem op dinsdag 24 november( 2026)?\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Chauffeur: Henk Lubbers')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bedankt!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tripConfirmed/7');
    expect(await screen.findByRole('form', { name: 'Beoordeel Henk Lubbers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Niet nu' })).toHaveAttribute('href', '/tripDetailPage/7');
    const [put] = callsTo(fetch, 'PUT', '/api/planner/trips/7/confirm/true');
    expect([...put!.url.searchParams]).toEqual([]);
  });

  it('takes the trip by its reference as the spec links it', async () => {
    mockApi({ [TRIP]: WAITING });
    renderApp('/tripConfirmPage/urn:nb:pn:trip:7', signedIn());
    expect(await screen.findByRole('button', { name: 'Ja' })).toBeInTheDocument();
  });

  it('says when the trip cannot be confirmed now', async () => {
    mockApi({ [TRIP]: testTrip() });
    renderApp('/tripConfirmPage/7', signedIn());
    expect(await screen.findByText('Deze rit kan nu niet bevestigd worden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ja' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk je rit' })).toHaveAttribute('href', '/tripDetailPage/7');
  });

  it('says so when the decision came meanwhile (422)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      [TRIP]: WAITING,
      'PUT /api/planner/trips/7/confirm/true': apiError(422, 'Deze rit kan nu niet bevestigd worden.'),
    });
    const { router } = renderApp('/tripConfirmPage/7', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Deze rit kan nu niet bevestigd worden.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tripConfirmPage/7');
  });

  it('says when the trip is unknown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({});
    renderApp('/tripConfirmPage/8', signedIn());
    expect(await screen.findByText('Deze rit bestaat niet (meer).')).toBeInTheDocument();
  });
});

describe('saying the trip was not made', () => {
  it('requires a reason, sends it, and leads back to the trip', async () => {
    const fetch = mockApi(answerRoutes(false));
    const { router } = renderApp('/tripConfirmPage/7', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Nee' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Niet meegereden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tripRejected/7');

    const reasons = await screen.findByRole('radiogroup', { name: /Waarom heb je niet meegereden\?/ });
    expect(reasons).toBeInTheDocument();
    expect(
      screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Ik had de rit niet meer nodig',
      'Ik ben op een andere manier gereisd',
      'De chauffeur is niet gekomen',
    ]);
    const save = screen.getByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'De chauffeur is niet gekomen' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);

    expect(
      await screen.findByText('Je antwoord is opgeslagen. Bedankt voor het doorgeven.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk je rit' })).toHaveAttribute('href', '/tripDetailPage/7');
    expect(queryOf(fetch, 'PUT', '/api/planner/trips/7/confirm/false')).toEqual({ reason: 'NO_SHOW' });
  });

  it('says so when the answer could not be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [TRIP]: WAITING, 'PUT /api/planner/trips/7/confirm/false': apiError(500) });
    renderApp('/tripRejected/7', signedIn());
    fireEvent.click(await screen.findByRole('radio', { name: 'Ik had de rit niet meer nodig' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Fout bij het opslaan van je antwoord.')).toBeInTheDocument();
  });
});

describe('after reviewing', () => {
  it("says 'Rit beoordeeld!' for either side and leads to the overview", async () => {
    mockApi({});
    const { unmount } = renderApp('/tripReviewed/passenger', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Rit beoordeeld!' })).toBeInTheDocument();
    expect(screen.getByText('Bedankt voor je compliment aan de passagier.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn ritten' })).toHaveAttribute(
      'href',
      '/tripsOverviewPage',
    );
    unmount();
    renderApp('/tripReviewed/iemand', signedIn());
    expect(await screen.findByText('Bedankt voor je beoordeling.')).toBeInTheDocument();
  });
});
