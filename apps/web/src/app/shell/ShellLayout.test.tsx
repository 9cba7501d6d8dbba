import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, testProfile } from '../../test/fakeApi';
import { signedIn } from '../../test/fakeAuth';
import { renderApp } from '../../test/renderApp';
import { AppProviders } from '../providers/AppProviders';
import { BottomNav } from './BottomNav';

describe('shell', () => {
  it('has a main navigation with the five tabs and marks the current one', async () => {
    mockApi({}, testProfile({ userRole: 'both' }));
    renderApp('/home', signedIn());
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Planner' })).toHaveAttribute('href'),
    );
    const links = within(nav).getAllByRole('link');

    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Planner',
      'Ritten',
      'Community',
      'Profiel',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/modeSelection',
      '/tripsOverviewPage',
      '/community',
      '/profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Ritten' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['passenger', '/search'],
    ['driver', '/plan'],
    ['both', '/modeSelection'],
  ] as const)('leads a %s from the Planner tab to %s', async (userRole, href) => {
    mockApi({}, testProfile({ userRole }));
    renderApp('/home', signedIn());
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Planner' })).toHaveAttribute('href', href),
    );
  });

  it("never points a passenger's Planner tab at the mode selection, also before the profile has loaded", async () => {
    // Regression: the tab led to /modeSelection for every role for a moment after the first page appeared.
    mockApi({}, testProfile({ userRole: 'passenger' }));
    renderApp('/home', signedIn());
    const planner = () =>
      within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('link', { name: 'Planner' });
    expect(planner()).not.toHaveAttribute('href', '/modeSelection');
    expect(planner()).toHaveAttribute('aria-disabled', 'true');
    await vi.waitFor(() => expect(planner()).toHaveAttribute('href', '/search'));
  });

  it('opens the profile menu from the avatar with the initials', () => {
    mockApi();
    const { router } = renderApp('/home', signedIn('Marieke ter Horst'));
    const avatar = screen.getByRole('button', { name: 'Profielmenu' });
    expect(avatar).toHaveTextContent('MH');

    fireEvent.click(avatar);
    expect(screen.getByRole('menuitem', { name: 'Mijn profiel' })).toHaveAttribute('href', '/profile');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Afmelden' }));
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('shows the back button only on pages that ask for it', () => {
    mockApi();
    renderApp('/home', signedIn());
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
  });

  it('goes back to the previous page, or Home when there is none', async () => {
    mockApi();
    const { router } = renderApp('/about', signedIn());
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(router.state.location.pathname).toBe('/home');

    fireEvent.click(screen.getByRole('link', { name: 'Profiel' }));
    expect(router.state.location.pathname).toBe('/profile');
    fireEvent.click(await screen.findByRole('link', { name: /^Account/ }));
    // The account page is loaded on demand.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    fireEvent.click(await screen.findByRole('button', { name: 'Terug' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it.each([
    ['Oproepen', '/shout-outs', '/community'],
    ['Credits', '/credits', '/profile'],
    ['Rit gepland', '/planSubmitted', '/tripsOverviewPage'],
    ["'Bedankt!' after confirming a trip", '/tripConfirmed/7', '/tripDetailPage/7'],
  ])(
    'has a back button on %s, to the page it belongs under when opened directly',
    async (_, path, parent) => {
      mockApi({}, testProfile({ userRole: 'both' }));
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { router } = renderApp(path, signedIn());
      fireEvent.click(await screen.findByRole('button', { name: 'Terug' }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(parent));
    },
  );

  it('marks unread messages on the Community tab with a labelled dot', () => {
    const renderNav = (hasUnreadMessages: boolean) =>
      render(
        <AppProviders mantineEnv="test">
          <MemoryRouter>
            <BottomNav hasUnreadMessages={hasUnreadMessages} plannerPath="/modeSelection" />
          </MemoryRouter>
        </AppProviders>,
      );

    const withoutUnread = renderNav(false);
    expect(screen.queryByRole('img', { name: 'Ongelezen berichten' })).not.toBeInTheDocument();
    withoutUnread.unmount();

    renderNav(true);
    const community = screen.getByRole('link', { name: 'Community Ongelezen berichten' });
    expect(within(community).getByRole('img', { name: 'Ongelezen berichten' })).toBeInTheDocument();
  });
});
