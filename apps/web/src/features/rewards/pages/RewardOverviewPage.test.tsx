import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteServerAnswered } from '../../../lib/offline/connectivity';
import { callsTo, mockApi, type FakeRequest } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { reward } from '../testData';
import type { Reward } from '@achterhoek/contracts';
import { pageOf } from '../../../test/fakePages';
import { itCanRetryWhenTheListDoesNotLoad } from '../../../test/loadErrorCases';

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const cards = () => screen.getAllByTestId('reward');

async function openRewards(listed: Reward[] | (() => Reward[] | Response)) {
  const api = mockApi({
    'GET /api/banker/users/me/rewards': (request: FakeRequest) => {
      const list = Array.isArray(listed) ? listed : listed();
      return list instanceof Response ? list : pageOf(list, request);
    },
  });
  const view = renderApp('/rewardOverviewPage', signedIn());
  await screen.findByRole('heading', { level: 1, name: 'Beloningen' });
  return { api, ...view };
}

afterEach(() => noteServerAnswered(true));

describe('the rewards overview (spec 001 §2.9)', () => {
  it('lists each reward with its time, credits, description, bonus and state', async () => {
    await openRewards([
      reward(4),
      reward(3, {
        amount: 1,
        paidOut: false,
        incentive: { ...reward(3).incentive, description: 'Eerste rit' },
      }),
      reward(2, {
        amount: 10,
        cancelTime: '2025-03-06T09:00:00+01:00',
        incentive: {
          code: 'repeated-ride',
          description: 'Vaker meegereden',
          redemption: true,
          category: 'CARPOOL',
        },
      }),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [paid, pending, cancelled] = cards();
    expect(plain(paid!.textContent)).toContain('25 credits');
    expect(paid).toHaveTextContent('Profiel aangemaakt');
    expect(paid).toHaveTextContent('04-03-2025 10:15');
    expect(within(paid!).getByText('Uitbetaald')).toBeInTheDocument();
    expect(paid).not.toHaveTextContent('Bonus');
    expect(plain(pending!.textContent)).toContain('1 credit');
    expect(plain(pending!.textContent)).not.toContain('1 credits');
    expect(within(pending!).getByText('In afwachting')).toBeInTheDocument();
    expect(within(cancelled!).getByText('Ingetrokken')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent('Ingetrokken op 06-03-2025 09:00');
    expect(cancelled).toHaveTextContent('Bonus');
  });

  it('says so when there are none yet', async () => {
    await openRewards([]);
    expect(await screen.findByText('Je hebt nog geen beloningen.')).toBeInTheDocument();
  });

  itCanRetryWhenTheListDoesNotLoad(
    openRewards,
    'Fout bij het ophalen van je beloningen.',
    [reward(1)],
    cards,
  );

  it('says there is no connection when the server cannot be reached', async () => {
    await openRewards(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findAllByText(/Geen internetverbinding/)).length).toBeGreaterThan(0);
    // Never the empty list's words while it does not know.
    expect(screen.queryByText('Je hebt nog geen beloningen.')).not.toBeInTheDocument();
  });

  it('loads 50 at a time, from a fixed moment', async () => {
    const list = Array.from({ length: 60 }, (_, index) => reward(100 - index));
    const { api } = await openRewards(list);
    await waitFor(() => expect(cards().length).toBeGreaterThanOrEqual(50));
    const [first] = callsTo(api, 'GET', '/api/banker/users/me/rewards');
    expect(first?.url.searchParams.get('maxResults')).toBe('50');
    expect(first?.url.searchParams.get('offset')).toBe('0');
    expect(first?.url.searchParams.get('until')).toBeTruthy();
    // A page that fits the test screen asks for the next one by itself (or with the button).
    const more = screen.queryByRole('button', { name: 'Meer beloningen tonen' });
    if (more) fireEvent.click(more);
    await waitFor(() => expect(cards()).toHaveLength(60));
    const second = callsTo(api, 'GET', '/api/banker/users/me/rewards')[1];
    expect(second?.url.searchParams.get('offset')).toBe('50');
    expect(second?.url.searchParams.get('until')).toBe(first?.url.searchParams.get('until'));
  });
});
