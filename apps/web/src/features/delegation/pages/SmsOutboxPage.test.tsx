import type { SmsMessage } from '@achterhoek/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { itBehavesAsAnOutboxPage, outboxAdmin } from '../../../test/outboxPageCases';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';

const OUTBOX = 'GET /api/profile/sms-messages';
const sms = (id: number, createdTime: string, body: string, to = '+31612345678'): SmsMessage => ({
  id,
  to,
  body,
  createdTime,
  provider: 'outbox',
  providerId: null,
});
const older = sms(1, '2026-11-22T16:05:00+01:00', 'Je code voor Achterhoek Mobiel is 123456.');
// Sent at 08:20 UTC: 09:20 in Amsterdam.
const newer = sms(2, '2026-11-23T08:20:00Z', 'Je code voor Achterhoek Mobiel is 654321.', '+31687654321');

describe('the SMS outbox for admins (/sms-outbox)', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('lists the messages newest first: to whom, when and the text', async () => {
    // The server's order is not relied on.
    const fetch = mockApi({ [OUTBOX]: { data: [older, newer] } });
    renderApp('/sms-outbox', outboxAdmin());
    expect(await screen.findByRole('heading', { level: 1, name: 'SMS-berichten' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'SMS-berichten' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Aan +31687654321')).toBeInTheDocument();
    expect(first.getByText('23-11-2026 09:20')).toBeInTheDocument();
    expect(first.getByText('Je code voor Achterhoek Mobiel is 654321.')).toBeInTheDocument();
    const second = within(items[1]!);
    expect(second.getByText('Aan +31612345678')).toBeInTheDocument();
    expect(second.getByText('22-11-2026 16:05')).toBeInTheDocument();
    expect(second.getByText('Je code voor Achterhoek Mobiel is 123456.')).toBeInTheDocument();
    expect(queryOf(fetch, 'GET', '/api/profile/sms-messages')).toEqual({ maxResults: '100' });
  });

  itBehavesAsAnOutboxPage({
    page: '/sms-outbox',
    api: '/api/profile/sms-messages',
    older,
    newer,
    showsOlder: 'Je code voor Achterhoek Mobiel is 123456.',
    showsNewer: 'Je code voor Achterhoek Mobiel is 654321.',
    emptyText: 'Er zijn nog geen SMS-berichten verstuurd.',
    errorText: 'Fout bij het ophalen van de SMS-berichten.',
    noAccessText: 'Geen toegang. Alleen beheerders kunnen de SMS-berichten bekijken.',
  });

  it('is on Community for admins only', async () => {
    mockApi();
    const { unmount } = renderApp('/community', outboxAdmin());
    expect(await screen.findByRole('link', { name: 'SMS-berichten' })).toHaveAttribute('href', '/sms-outbox');
    unmount();
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: 'Berichten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SMS-berichten' })).not.toBeInTheDocument();
  });
});
