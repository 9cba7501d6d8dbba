import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, queryOf, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { shoutOutPage, testShoutOut } from '../../../test/fakeShoutOuts';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { itIsACommunityTileNeedingCredits } from '../../../test/communityTileCases';

const treasurer = () => signedIn('Kees Kasbeheer', { realm_access: { roles: ['treasurer'] } });
/** A page of the treasury's withdrawals: only the total matters to the tile. */
const withdrawalPage = (totalCount: number) => ({ totalCount, offset: 0, count: 0, data: [] });

describe('the community page', () => {
  it('leads admins to the disputes', async () => {
    mockApi();
    renderApp('/community', signedIn('Beheerder', { realm_access: { roles: ['admin'] } }));
    expect(await screen.findByRole('link', { name: 'Geschillen' })).toHaveAttribute('href', '/disputes');
  });

  it('shows no disputes to anyone else', async () => {
    mockApi();
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: 'Berichten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Geschillen' })).not.toBeInTheDocument();
  });

  describe('the treasury tiles (spec 001 §2.3)', () => {
    it('lead a treasurer to Financiën, Uitbetalingen with the count of requests, and Systeeminstellingen', async () => {
      const fetch = mockApi({ 'GET /api/banker/withdrawals': withdrawalPage(3) });
      renderApp('/community', treasurer());
      expect(await screen.findByRole('link', { name: 'Financiën' })).toHaveAttribute(
        'href',
        '/system-credits',
      );
      expect(screen.getByRole('link', { name: 'Systeeminstellingen' })).toHaveAttribute(
        'href',
        '/system-settings',
      );
      expect(await screen.findByLabelText('3 aanvragen')).toHaveTextContent('3');
      expect(screen.getByRole('link', { name: /^Uitbetalingen/ })).toHaveAttribute('href', '/payments');
      const [asked] = callsTo(fetch, 'GET', '/api/banker/withdrawals');
      expect(Object.fromEntries(asked!.url.searchParams)).toMatchObject({
        status: 'REQUESTED',
        maxResults: '1',
      });
    });

    it('show an admin the tiles too', async () => {
      mockApi({ 'GET /api/banker/withdrawals': withdrawalPage(0) });
      renderApp('/community', signedIn('Beheerder', { realm_access: { roles: ['admin'] } }));
      expect(await screen.findByRole('link', { name: 'Uitbetalingen' })).toHaveAttribute('href', '/payments');
    });

    it('are not shown to anybody else, who is not asked about withdrawals', async () => {
      const fetch = mockApi();
      renderApp('/community', signedIn());
      expect(await screen.findByRole('link', { name: 'Berichten' })).toBeInTheDocument();
      for (const name of ['Financiën', /^Uitbetalingen/, 'Systeeminstellingen']) {
        expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      }
      expect(callsTo(fetch, 'GET', '/api/banker/withdrawals')).toHaveLength(0);
    });
  });

  describe('the Oproepen tile', () => {
    pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

    it('counts a passenger’s own open shout-outs', async () => {
      const fetch = mockApi({ 'GET /api/planner/plans': shoutOutPage([testShoutOut()], 2) });
      renderApp('/community', signedIn());
      const tile = await screen.findByRole('link', { name: /^Oproepen/ });
      expect(tile).toHaveAttribute('href', '/shout-outs');
      expect(await screen.findByLabelText('2 oproepen')).toHaveTextContent('2');
      const [asked] = callsTo(fetch, 'GET', '/api/planner/plans');
      expect(asked!.url.searchParams.get('inProgress')).toBe('true');
      // A passenger is not asked about the community's shout-outs.
      expect(callsTo(fetch, 'GET', '/api/planner/shout-outs')).toHaveLength(0);
    });

    it('adds, for a driver, the open shout-outs around home', async () => {
      const fetch = mockApi(
        {
          'GET /api/planner/plans': shoutOutPage([testShoutOut()], 1),
          'GET /api/planner/shout-outs': shoutOutPage([testShoutOut({ id: 8 })], 3),
        },
        testProfile({ userRole: 'both', actingRole: 'driver' }),
      );
      renderApp('/community', signedIn());
      expect(await screen.findByLabelText('4 oproepen')).toHaveTextContent('4');
      expect(queryOf(fetch, 'GET', '/api/planner/shout-outs')).toMatchObject({
        location: '52,6.35',
        depArrRadius: '20000',
        travelRadius: '50000',
        inProgressOnly: 'true',
      });
    });

    it('shows no count while there are none', async () => {
      const fetch = mockApi({ 'GET /api/planner/plans': shoutOutPage([]) });
      const { queryClient } = renderApp('/community', signedIn());
      await vi.waitFor(() => expect(callsTo(fetch, 'GET', '/api/planner/plans')).toHaveLength(1));
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(screen.getByRole('link', { name: 'Oproepen' })).toHaveAttribute('href', '/shout-outs');
    });
  });

  describe("the tile 'Beloningen' (spec 000 §2 Community)", () => {
    itIsACommunityTileNeedingCredits('Beloningen', '/rewardOverviewPage');
  });
});
