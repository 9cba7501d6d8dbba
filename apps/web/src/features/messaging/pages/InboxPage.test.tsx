import type { Conversation } from '@achterhoek/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
