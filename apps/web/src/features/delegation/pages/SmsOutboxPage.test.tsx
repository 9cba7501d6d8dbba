import type { SmsMessage } from '@achterhoek/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

const OUTBOX = 'GET /api/profile/sms-messages';
const admin = () => signedIn('Beheerder', { realm_access: { roles: ['admin'] } });
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
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00+01:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the messages newest first: to whom, when and the text', async () => {
    // The server's order is not relied on.
    const fetch = mockApi({ [OUTBOX]: { data: [older, newer] } });
    renderApp('/sms-outbox', admin());
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
    const [asked] = callsTo(fetch, 'GET', '/api/profile/sms-messages');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({ maxResults: '100' });
  });

  it('fetches the messages again on ‘Vernieuwen’', async () => {
    let sent = [older];
    const fetch = mockApi({ [OUTBOX]: () => ({ data: sent }) });
    renderApp('/sms-outbox', admin());
    expect(await screen.findByText('Je code voor Achterhoek Mobiel is 123456.')).toBeInTheDocument();
    sent = [newer, older];
    fireEvent.click(screen.getByRole('button', { name: 'Vernieuwen' }));
    expect(await screen.findByText('Je code voor Achterhoek Mobiel is 654321.')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/profile/sms-messages')).toHaveLength(2);
  });

  it('says when none were sent', async () => {
    mockApi({ [OUTBOX]: { data: [] } });
    renderApp('/sms-outbox', admin());
    expect(await screen.findByText('Er zijn nog geen SMS-berichten verstuurd.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be fetched', async () => {
    mockApi({ [OUTBOX]: apiError(500, 'Boom') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/sms-outbox', admin());
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij het ophalen van de SMS-berichten.');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('tells anyone else there is no access, without asking the server', async () => {
    const fetch = mockApi({ [OUTBOX]: { data: [older] } });
    renderApp('/sms-outbox', signedIn());
    expect(
      await screen.findByText('Geen toegang. Alleen beheerders kunnen de SMS-berichten bekijken.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Je code voor Achterhoek Mobiel is 123456.')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/profile/sms-messages')).toHaveLength(0);
  });

  it('says the same when the server refuses (403)', async () => {
    mockApi({ [OUTBOX]: apiError(403, 'Admins only') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/sms-outbox', admin());
    expect(
      await screen.findByText('Geen toegang. Alleen beheerders kunnen de SMS-berichten bekijken.'),
    ).toBeInTheDocument();
  });

  it('is on Community for admins only', async () => {
    mockApi();
    const { unmount } = renderApp('/community', admin());
    expect(await screen.findByRole('link', { name: 'SMS-berichten' })).toHaveAttribute('href', '/sms-outbox');
    unmount();
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: 'Berichten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SMS-berichten' })).not.toBeInTheDocument();
  });
});
