import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { tripAfterTravel, tripPage } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { quietConsole } from '../../../test/quietConsole';

const TRIP = 'GET /api/planner/trips/7';
const UNCONFIRM = 'PUT /api/planner/trips/7/unconfirm';
const RELEASED = tripAfterTravel(
  { confirmed: true, confirmedByProvider: false, paymentState: 'CANCELLED' },
  'COMPLETED',
);

async function undo() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Bevestiging ongedaan maken' }),
  ).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Bevestiging ongedaan maken' }));
}

describe('undoing a confirmation', () => {
  it('undoes it and goes back to the trip', async () => {
    const fetch = mockApi({
      [TRIP]: RELEASED,
      [UNCONFIRM]: noContent,
      'GET /api/planner/trips': tripPage([]),
    });
    const { router } = renderApp('/tripUnconfirmPage/7', signedIn());
    expect(
      await screen.findByText(/De credits voor deze rit worden opnieuw gereserveerd/),
    ).toBeInTheDocument();
    await undo();
    expect(
      await screen.findByText('Je bevestiging is ongedaan gemaakt. Je kunt de rit opnieuw bevestigen.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tripDetailPage/7');
    expect(callsTo(fetch, 'PUT', '/api/planner/trips/7/unconfirm')).toHaveLength(1);
  });

  it('says that the driver was paid already (403)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ [TRIP]: RELEASED, [UNCONFIRM]: apiError(403, 'Forbidden') });
    renderApp('/tripUnconfirmPage/7', signedIn());
    await undo();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De rit is reeds afgerekend. Vraag de chauffeur om de bevestiging ongedaan te maken.',
    );
  });

  it('says that the credits do not cover the fare again (402), with a way to add some', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ [TRIP]: RELEASED, [UNCONFIRM]: apiError(402, 'Payment required') });
    const { router } = renderApp('/tripUnconfirmPage/7', signedIn());
    await undo();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je hebt onvoldoende credits om deze rit opnieuw te reserveren',
    );
    expect(screen.getByRole('link', { name: 'Credits toevoegen' })).toHaveAttribute('href', '/addCredits');
    expect(router.state.location.pathname).toBe('/tripUnconfirmPage/7');
  });

  it("shows the server's words when there is nothing to undo (422), and a general failure", async () => {
    quietConsole();
    mockApi({ [TRIP]: RELEASED, [UNCONFIRM]: apiError(422, 'Deze rit kan nu niet bevestigd worden.') });
    const { unmount } = renderApp('/tripUnconfirmPage/7', signedIn());
    await undo();
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze rit kan nu niet bevestigd worden.');
    unmount();

    mockApi({ [TRIP]: RELEASED, [UNCONFIRM]: apiError(500) });
    renderApp('/tripUnconfirmPage/7', signedIn());
    await undo();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fout bij het ongedaan maken van de bevestiging.',
    );
  });
});
