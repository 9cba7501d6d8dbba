import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi } from './fakeApi';
import { itOffersARetryWhenTheListFails } from './loadErrorCases';
import { signedIn } from './fakeAuth';
import { renderApp } from './renderApp';

/** What the shared cases need to know of one outbox page (the mail or the SMS outbox). */
export interface OutboxPageCase<M> {
  /** The page's path, e.g. '/sms-outbox'. */
  page: string;
  /** The API path of the list, e.g. '/api/profile/sms-messages'. */
  api: string;
  /** An earlier and a later message, and a text on screen that shows each. */
  older: M;
  newer: M;
  showsOlder: string;
  showsNewer: string;
  /** What the page says when nothing was sent, when the list cannot be fetched, and to anyone not admin. */
  emptyText: string;
  errorText: string;
  noAccessText: string;
}

export const outboxAdmin = () => signedIn('Beheerder', { realm_access: { roles: ['admin'] } });

/**
 * The cases every outbox page answers the same way: fetching again on 'Vernieuwen', nothing sent, a
 * failed fetch with a retry, and no access for anyone not admin (without asking) or refused by the
 * server (403). Call inside the page's `describe`.
 */
export function itBehavesAsAnOutboxPage<M>(outbox: OutboxPageCase<M>) {
  const route = `GET ${outbox.api}`;

  it('fetches the messages again on ‘Vernieuwen’', async () => {
    let sent = [outbox.older];
    const fetch = mockApi({ [route]: () => ({ data: sent }) });
    renderApp(outbox.page, outboxAdmin());
    expect(await screen.findByText(outbox.showsOlder)).toBeInTheDocument();
    sent = [outbox.newer, outbox.older];
    fireEvent.click(screen.getByRole('button', { name: 'Vernieuwen' }));
    expect(await screen.findByText(outbox.showsNewer)).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', outbox.api)).toHaveLength(2);
  });

  it('says when none were sent', async () => {
    mockApi({ [route]: { data: [] } });
    renderApp(outbox.page, outboxAdmin());
    expect(await screen.findByText(outbox.emptyText)).toBeInTheDocument();
  });

  itOffersARetryWhenTheListFails(outbox.page, outboxAdmin, route, outbox.errorText);

  it('tells anyone else there is no access, without asking the server', async () => {
    const fetch = mockApi({ [route]: { data: [outbox.older] } });
    renderApp(outbox.page, signedIn());
    expect(await screen.findByText(outbox.noAccessText)).toBeInTheDocument();
    expect(screen.queryByText(outbox.showsOlder)).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET', outbox.api)).toHaveLength(0);
  });

  it('says the same when the server refuses (403)', async () => {
    mockApi({ [route]: apiError(403, 'Admins only') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(outbox.page, outboxAdmin());
    expect(await screen.findByText(outbox.noAccessText)).toBeInTheDocument();
  });
}
