import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi, noContent } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

const FEED = '/api/planner/users/me/calendar-feed';
const feed = (token: string) => ({
  url: `http://localhost:8080/api/planner/calendar/${token}.ics`,
  createdAt: '2026-11-26T10:00:00+01:00',
});

/** A fake server that keeps the feed as the real one does. */
function feedServer(initial: ReturnType<typeof feed> | null) {
  let current = initial;
  let next = 0;
  return mockApi({
    [`GET ${FEED}`]: () => Response.json(current),
    [`POST ${FEED}`]: () => {
      current = feed(`nieuw-adres-nummer-${++next}-abcdefgh`);
      return Response.json(current, { status: 201 });
    },
    [`DELETE ${FEED}`]: () => {
      current = null;
      return noContent();
    },
  });
}

describe('the calendar feed page', () => {
  it('makes a private address, shows it with a way to subscribe, and revokes it after asking', async () => {
    const api = feedServer(null);
    renderApp('/calendarFeed', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda-abonnement' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Maak een agenda-link' }));

    const address = await screen.findByRole('textbox', { name: 'Je agenda-link' });
    expect(address).toHaveValue(feed('nieuw-adres-nummer-1-abcdefgh').url);
    expect(screen.getByRole('link', { name: 'Open in je agenda' })).toHaveAttribute(
      'href',
      'webcal://localhost:8080/api/planner/calendar/nieuw-adres-nummer-1-abcdefgh.ics',
    );
    expect(callsTo(api, 'POST', FEED)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Link intrekken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agenda-link intrekken?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link intrekken' }));
    expect(await screen.findByRole('button', { name: 'Maak een agenda-link' })).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', FEED)).toHaveLength(1);
  });

  it('replaces the address with a new one only when the user confirms', async () => {
    const api = feedServer(feed('bestaand-adres-abcdefghijklmnop'));
    renderApp('/calendarFeed', signedIn());
    expect(await screen.findByRole('textbox', { name: 'Je agenda-link' })).toHaveValue(
      feed('bestaand-adres-abcdefghijklmnop').url,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe link maken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe agenda-link maken?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(callsTo(api, 'POST', FEED)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe link maken' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Nieuwe agenda-link maken?' })).getByRole('button', {
        name: 'Nieuwe link maken',
      }),
    );
    expect(await screen.findByDisplayValue(feed('nieuw-adres-nummer-1-abcdefgh').url)).toBeInTheDocument();
  });

  it('says so when the address cannot be fetched, and tries again', async () => {
    mockApi({ [`GET ${FEED}`]: apiError(500, 'kapot') });
    renderApp('/calendarFeed', signedIn());
    expect(await screen.findByText('Fout bij het ophalen van je agenda-link.')).toBeInTheDocument();
  });
});
