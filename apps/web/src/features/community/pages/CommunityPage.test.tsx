import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { shoutOutPage, testShoutOut } from '../../../test/fakeShoutOuts';
import { renderApp } from '../../../test/renderApp';

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

  describe('the Oproepen tile', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-23T10:00:00+01:00'));
    });
    afterEach(() => vi.useRealTimers());

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
      const [nearby] = callsTo(fetch, 'GET', '/api/planner/shout-outs');
      expect(Object.fromEntries(nearby!.url.searchParams)).toMatchObject({
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
});
