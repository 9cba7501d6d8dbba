import type { DepositStatus } from '@achterhoek/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, stopClock } from '../../../test/clock';
import { apiError, callsTo, mockApi, type FakeRoute } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { bankerRoutes } from '../testData';

const RETURN_PATH = '/wait-for-deposit-confirmation?project_id=proj-7&order_id=ord-42';

const texts = {
  COMPLETED: 'De storting is bevestigd!',
  EXPIRED: 'De storting is verlopen.',
  CANCELLED: 'De storting is geannuleerd, probeer later opnieuw.',
  LATE: 'De bevestiging is niet tijdig ontvangen. Het systeem controleert automatisch de storting op een later moment.',
};

/** The deposit check answers the given statuses in turn (the last one repeats) and notes when it was asked. */
function depositAnswers(...statuses: DepositStatus[]) {
  const askedAt: number[] = [];
  const route: FakeRoute = () => {
    askedAt.push(Date.now());
    const status = statuses[Math.min(askedAt.length - 1, statuses.length - 1)] ?? 'ACTIVE';
    return { status, amountCredits: 25 };
  };
  return { askedAt, route };
}

function open(depositRoute: FakeRoute, path = RETURN_PATH) {
  const api = mockApi({ ...bankerRoutes(), 'POST /api/banker/deposit-events': depositRoute });
  const started = Date.now();
  const view = renderApp(path, signedIn());
  return { api, started, ...view };
}

const outcomeShown = () => Object.values(texts).filter((text) => screen.queryByText(text) !== null);

describe('waiting for the deposit confirmation', () => {
  beforeEach(() => {
    stopClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every second and confirms a completed deposit, then goes on to the credits page', async () => {
    const { askedAt, route } = depositAnswers('ACTIVE', 'ACTIVE', 'COMPLETED');
    const { api, router, started } = open(route);
    await advanceClock(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Je storting' })).toBeInTheDocument();
    expect(screen.getByText(/^We controleren je betaling/)).toBeInTheDocument();

    await advanceClock(2000);
    expect(askedAt.map((time) => time - started)).toEqual([0, 1000, 2000]);
    expect(outcomeShown()).toEqual([texts.COMPLETED]);
    expect(callsTo(api, 'POST', '/api/banker/deposit-events')[0]?.body).toEqual({
      project_id: 'proj-7',
      order_id: 'ord-42',
    });

    // It stops asking, and continues by itself after a short pause.
    await advanceClock(4900);
    expect(askedAt).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/wait-for-deposit-confirmation');
    await advanceClock(100);
    expect(router.state.location.pathname).toBe('/credits');
  });

  it.each([
    ['EXPIRED', texts.EXPIRED],
    ['CANCELLED', texts.CANCELLED],
  ] as const)('shows %s as its own message', async (status, text) => {
    const { askedAt, route } = depositAnswers('ACTIVE', status);
    open(route);
    await advanceClock(1000);
    expect(outcomeShown()).toEqual([text]);
    await advanceClock(3000);
    expect(askedAt).toHaveLength(2);
  });

  it('gives up after 5 seconds without a final status', async () => {
    const { askedAt, route } = depositAnswers('ACTIVE');
    const { router, started } = open(route);
    await advanceClock(4999);
    expect(outcomeShown()).toEqual([]);
    expect(askedAt.map((time) => time - started)).toEqual([0, 1000, 2000, 3000, 4000]);

    await advanceClock(1);
    expect(outcomeShown()).toEqual([texts.LATE]);
    await advanceClock(3000);
    expect(askedAt).toHaveLength(5);

    // The button goes on at once.
    fireEvent.click(screen.getByRole('link', { name: 'Naar mijn credits' }));
    await advanceClock(0);
    expect(router.state.location.pathname).toBe('/credits');
  });

  it('gives up after 5 seconds when the check does not answer', async () => {
    open(() => new Promise<object>(() => undefined));
    await advanceClock(4999);
    expect(outcomeShown()).toEqual([]);
    await advanceClock(1);
    expect(outcomeShown()).toEqual([texts.LATE]);
  });

  it('goes to the credits page with an error when the check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = open(apiError(500, 'Boom'));
    await advanceClock(0);
    expect(router.state.location.pathname).toBe('/credits');
    expect(screen.getByText('Fout bij het controleren van de storting.')).toBeInTheDocument();
    expect(outcomeShown()).toEqual([]);
  });

  it('goes to the credits page when the payment provider left out the order', async () => {
    const { askedAt, route } = depositAnswers('COMPLETED');
    const { router } = open(route, '/wait-for-deposit-confirmation?project_id=proj-7');
    await advanceClock(0);
    expect(router.state.location.pathname).toBe('/credits');
    expect(askedAt).toHaveLength(0);
  });
});
