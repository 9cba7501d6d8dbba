import { fireEvent, screen, within } from '@testing-library/react';
import { REJECTED_BY_TREASURER_REASON, type PaymentBatch } from '@achterhoek/contracts';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { batch, treasurer, withdrawal } from '../paymentsTestData';

const BATCH = 'GET /api/banker/payment-batches/4';
const henk = withdrawal(1, { status: 'ACTIVE' });
const gerda = withdrawal(2, { status: 'ACTIVE', accountName: 'Gerda Wassink', iban: 'NL02RABO0123456789' });
const jan = withdrawal(3, { status: 'ACTIVE', accountName: 'Jan Jansen' });
const activeBatch = batch(4, [henk, gerda, jan], { reason: 'Eerste uitbetaling van november' });

// The batch's own fields: the first table (each request has a table of its own below).
const value = (label: string) =>
  within(screen.getAllByRole('table')[0]!).getByRole('rowheader', { name: label }).nextSibling;
const requestOf = (person: string) =>
  within(
    within(screen.getByRole('region', { name: 'Opdrachten' }))
      .getByText(person)
      .closest('li')!,
  );
const choiceOf = (person: string) => within(screen.getByRole('radiogroup', { name: person }));

describe('the batch page (/edit-payments/:batchId)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is an unknown page for anybody without the treasurer or admin role', async () => {
    mockApi({ [BATCH]: activeBatch });
    renderApp('/edit-payments/4', signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
  });

  it('shows every field of the batch and its requests', async () => {
    mockApi({ [BATCH]: activeBatch });
    renderApp('/edit-payments/4', treasurer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitbetalingsbestand' })).toBeInTheDocument();
    expect(await screen.findByText('P26325-4')).toBeInTheDocument();
    expect(value('Gewijzigd op')).toHaveTextContent('21-11-2026 10:30');
    expect(value('Door')).toHaveTextContent('Kees Kasbeheer');
    expect(value('Status')).toHaveTextContent('In behandeling');
    expect(value('Toelichting')).toHaveTextContent('Eerste uitbetaling van november');
    expect(value('Aangevraagd')).toHaveTextContent('€ 9,50');
    expect(value('Goedgekeurd')).toHaveTextContent('€ 0,00');
    expect(value('Ten laste van')).toHaveTextContent('NL20 INGB 0001 2345 67');
    expect(value('Rekeninghouder')).toHaveTextContent('Stichting Vervoer');
    expect(value('Kenmerk')).toHaveTextContent('P26325-4');

    const requests = within(screen.getByRole('region', { name: 'Opdrachten' }));
    expect(requests.getByText('Gerda Wassink')).toBeInTheDocument();
    expect(requests.getByText(/NL02 RABO 0123 4567 89/)).toBeInTheDocument();
    expect(requests.getAllByText('25 credits (€ 4,75)')).toHaveLength(3);
    expect(requests.getAllByText('In behandeling')).toHaveLength(3);

    expect(screen.getByRole('button', { name: 'Stuur Betalingsbestand' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download betalingsbestand' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Annuleren' })).toHaveAttribute('href', '/payments');
  });

  it('starts outside assess mode while nothing is settled; Opslaan only in assess mode', async () => {
    mockApi({ [BATCH]: activeBatch });
    renderApp('/edit-payments/4', treasurer());
    const assess = await screen.findByRole('switch', { name: 'Beoordeel opdrachten' });
    expect(assess).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Geef per opdracht aan of deze is geaccepteerd door de bank.'),
    ).not.toBeInTheDocument();

    fireEvent.click(assess);
    expect(
      screen.getByText('Geef per opdracht aan of deze is geaccepteerd door de bank.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/na het opslaan kun je je keuze niet meer ongedaan maken/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
    expect(choiceOf('Henk Lubbers').getByRole('radio', { name: 'Geaccepteerd' })).toBeInTheDocument();
    expect(choiceOf('Henk Lubbers').getByRole('radio', { name: 'Afgewezen' })).toBeInTheDocument();
  });

  it('starts in assess mode when a request is already settled, and offers no choice for that one', async () => {
    mockApi({
      [BATCH]: batch(4, [{ ...henk, status: 'COMPLETED' }, gerda]),
    });
    renderApp('/edit-payments/4', treasurer());
    expect(await screen.findByRole('switch', { name: 'Beoordeel opdrachten' })).toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: 'Henk Lubbers' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Gerda Wassink' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  });

  it('sends only the requests with a choice, a rejection with its reason, and shows the batch after', async () => {
    let current: PaymentBatch = activeBatch;
    const fetch = mockApi({
      [BATCH]: () => current,
      'PUT /api/banker/payment-batches/4': () => {
        current = batch(4, [
          { ...henk, status: 'COMPLETED' },
          { ...gerda, status: 'CANCELLED', reason: REJECTED_BY_TREASURER_REASON },
          jan,
        ]);
        return current;
      },
    });
    renderApp('/edit-payments/4', treasurer());
    fireEvent.click(await screen.findByRole('switch', { name: 'Beoordeel opdrachten' }));
    fireEvent.click(choiceOf('Henk Lubbers').getByRole('radio', { name: 'Geaccepteerd' }));
    fireEvent.click(choiceOf('Gerda Wassink').getByRole('radio', { name: 'Afgewezen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('De opdrachten zijn opgeslagen.')).toBeInTheDocument();
    const [saved] = callsTo(fetch, 'PUT', '/api/banker/payment-batches/4');
    expect(saved!.body).toEqual({
      withdrawalRequests: [
        { id: 1, status: 'COMPLETED' },
        { id: 2, status: 'CANCELLED', reason: 'Afgekeurd door beheerder' },
      ],
    });
    expect(requestOf('Henk Lubbers').getByText('Afgerond')).toBeInTheDocument();
    expect(requestOf('Gerda Wassink').getByText('Afgewezen')).toBeInTheDocument();
    // Settled requests have no choice any more; Jan's is still open.
    expect(screen.queryByRole('radiogroup', { name: 'Henk Lubbers' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Jan Jansen' })).toBeInTheDocument();
  });

  it('says in the server’s words why a settlement was refused', async () => {
    mockApi({
      [BATCH]: activeBatch,
      'PUT /api/banker/payment-batches/4': apiError(409, 'Deze opdracht is al afgehandeld.'),
    });
    renderApp('/edit-payments/4', treasurer());
    fireEvent.click(await screen.findByRole('switch', { name: 'Beoordeel opdrachten' }));
    fireEvent.click(choiceOf('Jan Jansen').getByRole('radio', { name: 'Geaccepteerd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Deze opdracht is al afgehandeld.')).toBeInTheDocument();
  });

  it('mails the file and says where it went', async () => {
    const fetch = mockApi({
      [BATCH]: activeBatch,
      'POST /api/banker/payment-batches/4/mail-pain': { email: 'kas@example.nl' },
    });
    renderApp('/edit-payments/4', treasurer());
    fireEvent.click(await screen.findByRole('button', { name: 'Stuur Betalingsbestand' }));
    expect(await screen.findByText('Het bestand is verstuurd naar kas@example.nl')).toBeInTheDocument();
    const [mailed] = callsTo(fetch, 'POST', '/api/banker/payment-batches/4/mail-pain');
    expect(mailed!.url.searchParams.get('pendingOnly')).toBe('true');
  });

  it('downloads the file with the session’s token as <reference>.xml', async () => {
    const xml = '<?xml version="1.0"?><Document/>';
    const fetch = mockApi({
      [BATCH]: ({ url }) =>
        url.searchParams.get('format') === 'PAIN.001'
          ? new Response(xml, { headers: { 'Content-Type': 'application/xml' } })
          : activeBatch,
    });
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:batch';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    // The app's token source (set up by the sign-in in the app; here by hand).
    const undo = configureHttp({ getAccessToken: () => 'token-123' });
    onTestFinished(undo);
    renderApp('/edit-payments/4', treasurer());
    fireEvent.click(await screen.findByRole('button', { name: 'Download betalingsbestand' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('P26325-4.xml');
    expect(blobs[0]!.type).toBe('application/xml');
    expect(blobs[0]!.size).toBe(xml.length);
    const file = callsTo(fetch, 'GET', '/api/banker/payment-batches/4').find(
      (call) => call.url.searchParams.get('format') === 'PAIN.001',
    );
    expect(file!.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('offers nothing to change on a batch that is no longer active', async () => {
    mockApi({ [BATCH]: batch(4, [{ ...henk, status: 'COMPLETED' }], { status: 'COMPLETED' }) });
    renderApp('/edit-payments/4', treasurer());
    expect(await screen.findByText('P26325-4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stuur Betalingsbestand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Beoordeel opdrachten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  it('says so when the batch does not exist', async () => {
    mockApi();
    renderApp('/edit-payments/99', treasurer());
    expect(await screen.findByText('Dit betalingsbestand bestaat niet.')).toBeInTheDocument();
  });
});
