import type { MailMessage } from '@achterhoek/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { itBehavesAsAnOutboxPage, outboxAdmin } from '../../../test/outboxPageCases';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';

const OUTBOX = 'GET /api/mail-messages';
const mail = (id: number, createdTime: string, overrides: Partial<MailMessage> = {}): MailMessage => ({
  id,
  to: 'gerda@example.nl',
  subject: 'Nieuw wachtwoord kiezen voor Achterhoek Mobiel',
  text: 'Hallo Gerda,\n\nhttp://127.0.0.1:8080/auth/wachtwoord/nieuw?token=abc',
  attachments: [],
  status: 'KEPT',
  createdTime,
  ...overrides,
});
const older = mail(1, '2026-11-22T16:05:00+01:00', {
  to: 'henk@example.nl',
  subject: 'Je rit',
  text: null,
  status: 'SENT',
  attachments: [{ filename: 'rit.ics', contentType: 'text/calendar', size: 512 }],
});
// Sent at 08:20 UTC: 09:20 in Amsterdam.
const newer = mail(2, '2026-11-23T08:20:00Z');

describe("the e-mail outbox for admins (/mail-outbox, 'E-mailberichten')", () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('lists the mails newest first: to whom, when, the subject, how it left, the text and attachments', async () => {
    const fetch = mockApi({ [OUTBOX]: { data: [older, newer] } });
    renderApp('/mail-outbox', outboxAdmin());
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mailberichten' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'E-mailberichten' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Aan gerda@example.nl')).toBeInTheDocument();
    expect(first.getByText('23-11-2026 09:20')).toBeInTheDocument();
    expect(first.getByText('Nieuw wachtwoord kiezen voor Achterhoek Mobiel')).toBeInTheDocument();
    expect(first.getByText('Bewaard')).toBeInTheDocument();
    expect(first.getByText(/auth\/wachtwoord\/nieuw\?token=abc/)).toBeInTheDocument();
    const second = within(items[1]!);
    expect(second.getByText('Verstuurd')).toBeInTheDocument();
    expect(
      second.getByText('De tekst is niet bewaard: de e-mail is via de mailserver verstuurd.'),
    ).toBeInTheDocument();
    expect(second.getByText('Bijlage: rit.ics')).toBeInTheDocument();
    expect(queryOf(fetch, 'GET', '/api/mail-messages')).toEqual({ maxResults: '100' });
  });

  itBehavesAsAnOutboxPage({
    page: '/mail-outbox',
    api: '/api/mail-messages',
    older,
    newer,
    showsOlder: 'Aan henk@example.nl',
    showsNewer: 'Aan gerda@example.nl',
    emptyText: 'Er zijn nog geen e-mails verstuurd.',
    errorText: 'Fout bij het ophalen van de e-mailberichten.',
    noAccessText: 'Geen toegang. Alleen beheerders kunnen de e-mailberichten bekijken.',
  });

  it('is on Community beside the SMS messages, for admins only', async () => {
    mockApi();
    const { unmount } = renderApp('/community', outboxAdmin());
    expect(await screen.findByRole('link', { name: 'E-mailberichten' })).toHaveAttribute(
      'href',
      '/mail-outbox',
    );
    unmount();
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: 'Berichten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'E-mailberichten' })).not.toBeInTheDocument();
  });
});
