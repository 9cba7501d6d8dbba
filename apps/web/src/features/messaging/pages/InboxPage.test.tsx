import type { Conversation, Message } from '@achterhoek/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

function conversation(id: number, unreadCount: number): Conversation {
  return {
    id,
    owner: { managedIdentity: 'user-1', givenName: 'Gerda', familyName: 'Wassink' },
    ownerRole: 'PASSENGER',
    topic: 'Rit naar Zelhem',
    initialContext: 'urn:nb:rs:ride:1',
    contexts: ['urn:nb:rs:ride:1'],
    createdTime: '2025-03-01T10:00:00+01:00',
    archivedTime: null,
    unreadCount,
    recentMessage: null,
    counterparts: [{ managedIdentity: 'henk', givenName: 'Henk', familyName: 'Lubbers', image: null }],
  };
}

describe('inbox and the Community dot', () => {
  it('shows the dot for unread messages and lists conversations', async () => {
    mockApi({
      'GET /api/communicator/users/me': { managedIdentity: 'user-1', unreadMessageCount: 2 },
      'GET /api/communicator/conversations/inbox': ({ url }) => ({
        totalCount: url.searchParams.get('select') === 'ACTUAL' ? 1 : 0,
        offset: 0,
        count: 1,
        data: url.searchParams.get('select') === 'ACTUAL' ? [conversation(3, 2)] : [],
      }),
    });
    renderApp('/inbox', signedIn());
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    expect(await within(nav).findByRole('img', { name: 'Ongelezen berichten' })).toBeInTheDocument();
    expect(await screen.findByText('Henk Lubbers')).toBeInTheDocument();
    expect(screen.getByText('Rit naar Zelhem')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Archief' }));
    expect(await screen.findByText('Geen gearchiveerde berichten beschikbaar')).toBeInTheDocument();
    expect(localStorage.getItem('achterhoek.inboxTab')).toBe('ARCHIVED');
  });
});

function message(body: string, createdTime: string, fromHenk: boolean): Message {
  return {
    id: 1,
    body,
    context: 'urn:nb:rs:ride:1',
    createdTime,
    deliveryMode: 'ALL',
    sender: fromHenk ? { managedIdentity: 'henk', givenName: 'Henk', familyName: 'Lubbers' } : null,
    senderContext: null,
    senderConversationId: null,
    envelopes: [],
  };
}

describe('inbox rows', () => {
  afterEach(() => vi.useRealTimers());

  it('names who wrote (the app for its own messages), puts the date before the topic and previews the newest message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T15:00:00+01:00'));
    const fromHenk = {
      ...conversation(3, 1),
      topic: 'Rit van Zelhem naar het ziekenhuis in Doetinchem op maandag',
      recentMessage: message(
        'Ik sta om kwart voor negen voor je deur, tot dan!',
        '2026-11-23T09:30:00+01:00',
        true,
      ),
    };
    const fromTheApp = {
      ...conversation(4, 0),
      topic: 'Je rit van dinsdag',
      counterparts: [],
      recentMessage: message('Henk heeft je rit bevestigd.', '2026-11-20T18:05:00+01:00', false),
    };
    mockApi({
      'GET /api/communicator/conversations/inbox': () => ({
        totalCount: 2,
        offset: 0,
        count: 2,
        data: [fromHenk, fromTheApp],
      }),
    });
    renderApp('/inbox', signedIn());

    // Each row's name says it all, the whole newest message included.
    const henk = await screen.findByRole('button', {
      name:
        'Henk Lubbers, 09:30, Rit van Zelhem naar het ziekenhuis in Doetinchem op maandag: ' +
        'Ik sta om kwart voor negen voor je deur, tot dan!, 1 ongelezen bericht',
    });
    const app = screen.getByRole('button', {
      name: 'Achterhoek Mobiel, 20-11-2026, Je rit van dinsdag: Henk heeft je rit bevestigd.',
    });
    // Shown after the initials: the person (and the unread count), the date before the topic, the message.
    expect(henk.textContent).toBe(
      'HLHenk Lubbers1' +
        '09:30Rit van Zelhem naar het ziekenhuis in Doetinchem op maandag' +
        'Ik sta om kwart voor negen voor je deur, tot dan!',
    );
    expect(app.textContent).toBe(
      'AMAchterhoek Mobiel20-11-2026Je rit van dinsdagHenk heeft je rit bevestigd.',
    );
  });
});
