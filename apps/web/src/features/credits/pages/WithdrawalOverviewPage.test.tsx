import type { Withdrawal } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, type FakeRequest } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { bankerRoutes, withdrawal, withdrawalPages } from '../testData';
import { itCanRetryWhenTheListDoesNotLoad } from '../../../test/loadErrorCases';

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The list the server holds; a function is asked again on every read (and may answer an error). */
type Listed = Withdrawal[] | (() => Withdrawal[] | Response);

async function openOverview(listed: Listed, routes = {}) {
  const api = mockApi({
    ...bankerRoutes(),
    'GET /api/banker/users/me/withdrawals': (request: FakeRequest) => {
      const list = Array.isArray(listed) ? listed : listed();
      return list instanceof Response ? list : withdrawalPages(list)(request);
    },
    'DELETE /api/banker/users/me/withdrawals/7': noContent,
    ...routes,
  });
  const view = renderApp('/withdrawalOverviewPage', signedIn());
  await screen.findByRole('heading', { level: 1, name: 'Opnames' });
  return { api, ...view };
}

const cards = () => screen.getAllByTestId('withdrawal');

describe('withdrawal overview', () => {
  it('lists each withdrawal with date, credits, euros, description, account, status and reason', async () => {
    await openOverview([
      withdrawal(7),
      withdrawal(6, { status: 'ACTIVE', amountCredits: 30, amountEurocents: 570 }),
      withdrawal(5, { status: 'COMPLETED', description: 'Voor de benzine' }),
      withdrawal(4, { status: 'CANCELLED', reason: 'Afgekeurd door beheerder' }),
      withdrawal(3, { status: 'EXPIRED' }),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(5));
    const [first, active, completed, rejected, expired] = cards();
    expect(plain(first!.textContent)).toContain('Opname van 20 credits');
    expect(plain(first!.textContent)).toContain('€ 3,80');
    expect(first).toHaveTextContent('04-03-2025 10:15');
    expect(first).toHaveTextContent('Inwisselen van GAON credits');
    expect(first).toHaveTextContent('NL91 ABNA 0417 1643 00 t.n.v. G. Wassink');
    expect(within(first!).getByText('In aanvraag')).toBeInTheDocument();
    expect(within(active!).getByText('In behandeling')).toBeInTheDocument();
    expect(within(completed!).getByText('Afgerond')).toBeInTheDocument();
    expect(completed).toHaveTextContent('Voor de benzine');
    expect(within(rejected!).getByText('Afgewezen')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Reden: Afgekeurd door beheerder');
    expect(within(expired!).getByText('Verlopen')).toBeInTheDocument();
    // Only the requested one can be cancelled.
    expect(screen.getAllByRole('button', { name: /annuleren$/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Credits opnemen' })).toHaveAttribute('href', '/newWithdrawal');
  });

  it('says so when there are none yet', async () => {
    await openOverview([]);
    expect(await screen.findByText('Je hebt nog geen opnames.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits opnemen' })).toBeInTheDocument();
  });

  itCanRetryWhenTheListDoesNotLoad(
    openOverview,
    'Fout bij het ophalen van je opnames.',
    [withdrawal(7)],
    cards,
  );

  it('loads 50 at a time', async () => {
    const list = Array.from({ length: 60 }, (_, index) => withdrawal(100 - index));
    const { api } = await openOverview(list);
    await waitFor(() => expect(cards().length).toBeGreaterThanOrEqual(50));
    const first = callsTo(api, 'GET', '/api/banker/users/me/withdrawals')[0];
    expect(first?.url.searchParams.get('maxResults')).toBe('50');
    expect(first?.url.searchParams.get('offset')).toBe('0');
    // A page that fits the test screen asks for the next one by itself (or with the button).
    const more = screen.queryByRole('button', { name: 'Meer opnames tonen' });
    if (more) fireEvent.click(more);
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(callsTo(api, 'GET', '/api/banker/users/me/withdrawals')[1]?.url.searchParams.get('offset')).toBe(
      '50',
    );
  });

  it('cancels a requested withdrawal after asking, and reads the list and balance again', async () => {
    let cancelled = false;
    const { api } = await openOverview(
      () => [withdrawal(7, cancelled ? { status: 'CANCELLED', reason: 'Geannuleerd' } : {})],
      {
        'DELETE /api/banker/users/me/withdrawals/7': () => {
          cancelled = true;
          return noContent();
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Opname van 20 credits annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opname annuleren' });
    expect(plain(dialog.textContent)).toContain('Wil je de opname van 20 credits (€ 3,80) annuleren?');

    // 'Niet annuleren' keeps it.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Niet annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'DELETE', '/api/banker/users/me/withdrawals/7')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Opname van 20 credits annuleren' }));
    const again = await screen.findByRole('dialog', { name: 'Opname annuleren' });
    fireEvent.click(within(again).getByRole('button', { name: 'Opname annuleren' }));
    expect(
      await screen.findByText('De opname is geannuleerd. De credits staan weer op je saldo.'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/api/banker/users/me/withdrawals/7')).toHaveLength(1);
    expect(await screen.findByText('Afgewezen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /annuleren$/ })).not.toBeInTheDocument();
  });

  it('says so when the cancel is refused because it is already being paid out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openOverview([withdrawal(7)], {
      'DELETE /api/banker/users/me/withdrawals/7': apiError(409, 'Deze opname wordt al uitbetaald.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Opname van 20 credits annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opname annuleren' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opname annuleren' }));
    expect(await screen.findByText('Deze opname wordt al uitbetaald.')).toBeInTheDocument();
  });
});
