import type { SimulatedLiveChange } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi, noContent } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { itOffersARetryWhenTheListFails } from '../../../test/loadErrorCases';
import { quietConsole } from '../../../test/quietConsole';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';

const CHANGES = 'GET /api/planner/live-feed/simulator/changes';
const SAVE = 'PUT /api/planner/live-feed/simulator/changes';
const admin = () => signedIn('Beheerder', { realm_access: { roles: ['admin'] } });

const field = (name: RegExp | string) => screen.getByLabelText(name);
const changeList = () =>
  within(screen.getByRole('list', { name: 'Wijzigingen in de live-feed' })).getAllByRole('listitem');

describe("the demo's live-feed simulator ('Livesimulator')", () => {
  // Monday 23 November 2026 in Amsterdam.
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('makes a trip late on a day, says it is saved and lists it', async () => {
    const changes: SimulatedLiveChange[] = [];
    const fetch = mockApi({
      [CHANGES]: () => ({ changes }),
      [SAVE]: ({ body }) => {
        changes.push(body as SimulatedLiveChange);
        return noContent();
      },
    });
    renderApp('/live-simulator', admin());
    expect(await screen.findByRole('heading', { level: 1, name: 'Livesimulator' })).toBeInTheDocument();
    expect(await screen.findByText('Nog geen wijzigingen.')).toBeInTheDocument();
    // The service day is today unless another is chosen.
    expect(field(/^Dienstdag/)).toHaveValue('23-11-2026');

    fireEvent.change(field(/^Rit \(trip-id\)/), { target: { value: ' arriva:1234 ' } });
    fireEvent.change(field(/^Dienstdag/), { target: { value: '24-11-2026' } });
    fireEvent.blur(field(/^Dienstdag/));
    await waitFor(() => expect(field(/^Dienstdag/)).toHaveValue('24-11-2026'));
    fireEvent.change(field(/^Minuten vertraging/), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Opgeslagen.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/planner/live-feed/simulator/changes')[0]!.body).toEqual({
      tripId: 'arriva:1234',
      serviceDate: '2026-11-24',
      delayMinutes: 15,
      cancelled: false,
    });
    await waitFor(() => expect(changeList()).toHaveLength(1));
    expect(changeList()[0]).toHaveTextContent('arriva:1234 op 24-11-2026: vertraagd +15');
  });

  it('cancels a trip', async () => {
    const fetch = mockApi({ [CHANGES]: { changes: [] }, [SAVE]: noContent });
    renderApp('/live-simulator', admin());
    fireEvent.change(await screen.findByLabelText(/^Rit \(trip-id\)/), { target: { value: 'arriva:77' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rijdt niet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Opgeslagen.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/planner/live-feed/simulator/changes')[0]!.body).toEqual({
      tripId: 'arriva:77',
      serviceDate: '2026-11-23',
      delayMinutes: 0,
      cancelled: true,
    });
  });

  it('lists the changes made: late, early, cancelled', async () => {
    mockApi({
      [CHANGES]: {
        changes: [
          { tripId: 'arriva:1234', serviceDate: '2026-11-24', delayMinutes: 15, cancelled: false },
          { tripId: 'ns:5678', serviceDate: '2026-11-23', delayMinutes: -3, cancelled: false },
          { tripId: 'arriva:77', serviceDate: '2026-11-23', delayMinutes: 0, cancelled: true },
        ],
      },
    });
    renderApp('/live-simulator', admin());
    await screen.findByRole('list', { name: 'Wijzigingen in de live-feed' });
    expect(changeList().map((item) => item.textContent)).toEqual([
      'arriva:1234 op 24-11-2026: vertraagd +15',
      'ns:5678 op 23-11-2026: eerder −3',
      'arriva:77 op 23-11-2026: rijdt niet',
    ]);
  });

  it('checks the fields before it sends anything', async () => {
    const fetch = mockApi({ [CHANGES]: { changes: [] }, [SAVE]: noContent });
    renderApp('/live-simulator', admin());
    await screen.findByText('Nog geen wijzigingen.');
    fireEvent.change(field(/^Minuten vertraging/), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Veld is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Kies een getal van -30 tot 240')).toBeInTheDocument();
    expect(field(/^Rit \(trip-id\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetch, 'PUT', '/api/planner/live-feed/simulator/changes')).toHaveLength(0);
  });

  it('says it is switched off when the server reads a real feed (404)', async () => {
    const fetch = mockApi({ [CHANGES]: apiError(404, 'Not found') });
    quietConsole();
    renderApp('/live-simulator', admin());
    expect(
      await screen.findByText('De livesimulator staat uit: deze server leest een echte live-feed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/api/planner/live-feed/simulator/changes')).toHaveLength(0);
  });

  it('says the same when saving finds it switched off, and other failures plainly', async () => {
    let answer: Response = apiError(500, 'Boom');
    mockApi({ [CHANGES]: { changes: [] }, [SAVE]: () => answer });
    quietConsole();
    renderApp('/live-simulator', admin());
    fireEvent.change(await screen.findByLabelText(/^Rit \(trip-id\)/), { target: { value: 'arriva:1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Fout bij het opslaan van de wijziging.')).toBeInTheDocument();

    answer = apiError(404, 'Not found');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const off = await screen.findByText('De livesimulator staat uit: deze server leest een echte live-feed.');
    expect(off.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });

  itOffersARetryWhenTheListFails(
    '/live-simulator',
    admin,
    CHANGES,
    'Fout bij het ophalen van de wijzigingen.',
  );

  it('tells anyone else there is no access, without asking the server', async () => {
    const fetch = mockApi({ [CHANGES]: { changes: [] } });
    renderApp('/live-simulator', signedIn());
    expect(
      await screen.findByText('Geen toegang. Alleen beheerders kunnen de livesimulator gebruiken.'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/planner/live-feed/simulator/changes')).toHaveLength(0);
  });

  it('is on Community for admins only', async () => {
    mockApi();
    const { unmount } = renderApp('/community', admin());
    expect(await screen.findByRole('link', { name: 'Livesimulator' })).toHaveAttribute(
      'href',
      '/live-simulator',
    );
    unmount();
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: 'Berichten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Livesimulator' })).not.toBeInTheDocument();
  });
});
