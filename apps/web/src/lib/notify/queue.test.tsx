import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { notify } from './queue';

function renderHost() {
  renderWithProviders(<p>pagina</p>);
}

/** Renders the host with the info message 'sessie niet meer geldig' on screen. */
function renderHostShowingSessionInvalid() {
  renderHost();
  act(() => {
    notify.info('auth.sessionInvalid');
  });
}

/** Moves the fake clock on by `ms`, letting React render what the timers change. */
function passTime(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('notification queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows an info message for 5 seconds and then removes it', () => {
    renderHostShowingSessionInvalid();
    expect(screen.getByText('Je sessie is niet meer geldig, meld je opnieuw aan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Melding sluiten' })).not.toBeInTheDocument();

    passTime(4900);
    expect(screen.getByText('Je sessie is niet meer geldig, meld je opnieuw aan')).toBeInTheDocument();

    // At 5000 ms it starts to leave; the exit animation is scheduled once React has re-rendered.
    passTime(100);
    passTime(500);
    expect(screen.queryByText('Je sessie is niet meer geldig, meld je opnieuw aan')).not.toBeInTheDocument();
  });

  it('keeps an error until the user closes it with the close icon', () => {
    renderHost();
    act(() => {
      notify.error('common.serverUnavailable');
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const message = screen.getByText(
      'De server van de aanbieder is momenteel niet beschikbaar, probeer het later opnieuw',
    );
    expect(message).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message.textContent ?? '');

    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    passTime(1000);
    expect(
      screen.queryByText(
        'De server van de aanbieder is momenteel niet beschikbaar, probeer het later opnieuw',
      ),
    ).not.toBeInTheDocument();
  });

  it('does not stack the same message twice while it is on screen', () => {
    renderHost();
    act(() => {
      notify.info('auth.sessionInvalid');
      notify.info('auth.sessionInvalid');
    });
    expect(screen.getAllByText('Je sessie is niet meer geldig, meld je opnieuw aan')).toHaveLength(1);
  });

  it('shows one snackbar at a time: a newer message replaces the one on screen', () => {
    renderHostShowingSessionInvalid();
    act(() => {
      notify.error('common.serverUnavailable');
    });
    // The older one leaves (its exit animation runs once React has re-rendered).
    passTime(100);
    passTime(500);
    expect(screen.queryByText('Je sessie is niet meer geldig, meld je opnieuw aan')).not.toBeInTheDocument();
    expect(
      screen.getByText('De server van de aanbieder is momenteel niet beschikbaar, probeer het later opnieuw'),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('.mantine-Notifications-notification')).toHaveLength(1);
    // Nothing waits behind it to appear once it is closed.
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    passTime(1000);
    expect(document.querySelectorAll('.mantine-Notifications-notification')).toHaveLength(0);
  });

  it('lets a message that arrived by itself wait until what the person’s own action said has gone', () => {
    renderHostShowingSessionInvalid();
    act(() => {
      notify.arrived('messaging.received', { title: 'Achterhoek Mobiel', body: 'Je rit is geboekt' });
    });
    passTime(600);
    // The confirmation stays on screen, alone; the message waits behind it.
    expect(screen.getByText('Je sessie is niet meer geldig, meld je opnieuw aan')).toBeInTheDocument();
    expect(screen.queryByText('Achterhoek Mobiel: Je rit is geboekt')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.mantine-Notifications-notification')).toHaveLength(1);
    // Once the confirmation has had its five seconds, the message follows.
    passTime(4500);
    passTime(600);
    expect(screen.queryByText('Je sessie is niet meer geldig, meld je opnieuw aan')).not.toBeInTheDocument();
    expect(screen.getByText('Achterhoek Mobiel: Je rit is geboekt')).toBeInTheDocument();
  });

  it('shows the snackbars at the bottom, above the bottom navigation, not over the heading', () => {
    renderHostShowingSessionInvalid();
    const container = screen
      .getByText('Je sessie is niet meer geldig, meld je opnieuw aan')
      .closest('.mantine-Notifications-root');
    expect(container).toHaveAttribute('data-position', 'bottom-center');
  });

  it('shows a message queued before its host was on screen', () => {
    notify.info('auth.sessionInvalid');
    renderHost();
    expect(screen.getByText('Je sessie is niet meer geldig, meld je opnieuw aan')).toBeInTheDocument();
  });
});
