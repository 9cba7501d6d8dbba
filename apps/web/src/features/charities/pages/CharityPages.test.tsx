import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { fakeWithdrawal } from '../../../test/fakeWithdrawals';
import { pinDate, TEST_NOW } from '../../../test/clock';
import { renderApp } from '../../../test/renderApp';
import { charity, charityRoutes, donation, ordinaryUser, treasurer } from '../testData';

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('charity overview', () => {
  it('lists the charities with their progress; only the treasurer may add one', async () => {
    mockApi(
      charityRoutes({ list: [charity(1), charity(2, { name: 'Dorpshuis', imageUrl: '/images/c.png' })] }),
    );
    renderApp('/charityOverviewPage', ordinaryUser());
    await screen.findByRole('heading', { level: 1, name: 'Goede Doelen' });
    await waitFor(() => expect(screen.getAllByTestId('charity-card')).toHaveLength(2));
    expect(screen.getAllByTestId('charity-progress')[0]).toHaveTextContent('40% behaald');
    expect(screen.getByRole('img', { name: 'Afbeelding van Dorpshuis' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ook niet-actuele doelen' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Doel Toevoegen' })).not.toBeInTheDocument();
  });

  it('shows ‘Doel Toevoegen’ to the treasurer and asks ended ones with the switch', async () => {
    const api = mockApi(charityRoutes());
    renderApp('/charityOverviewPage', treasurer());
    expect(await screen.findByRole('link', { name: 'Doel Toevoegen' })).toHaveAttribute(
      'href',
      '/createCharity',
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Ook niet-actuele doelen' }));
    await waitFor(() =>
      expect(
        callsTo(api, 'GET', '/api/banker/charities').some((c) => c.url.searchParams.get('closed') === 'true'),
      ).toBe(true),
    );
    expect(callsTo(api, 'GET', '/api/banker/charities')[0]?.url.searchParams.get('maxResults')).toBe('10');
  });

  it('says so when there are none, and offers a retry on an error', async () => {
    mockApi({ ...charityRoutes({ list: [] }) });
    renderApp('/charityOverviewPage', ordinaryUser());
    expect(await screen.findByText('Er zijn nog geen goede doelen.')).toBeInTheDocument();
  });
});

describe('charity detail', () => {
  it('shows the dials, names an anonymous donor ‘Anoniem’ and writes credit or credits', async () => {
    mockApi(
      charityRoutes({
        donations: [donation(2, { amount: 1 }), donation(1, { anonymous: true, donor: null, amount: 15 })],
      }),
    );
    renderApp('/charityDetailPage/1', ordinaryUser());
    await screen.findByRole('heading', { level: 1, name: 'Voedselbank Oost' });
    expect(screen.getByTestId('dial-donors')).toHaveTextContent('3');
    expect(screen.getByTestId('dial-credits')).toHaveTextContent('120');
    expect(screen.getByTestId('dial-achieved')).toHaveTextContent('40%');
    expect(plain(screen.getByTestId('charity-remaining').textContent)).toBe('Nog 180 credits nodig');
    await waitFor(() => expect(screen.getAllByTestId('donation')).toHaveLength(2));
    const [named, anonymous] = screen.getAllByTestId('donation');
    expect(plain(named!.textContent)).toContain('Henk Jansen');
    expect(plain(named!.textContent)).toContain('1 credit');
    expect(plain(named!.textContent)).not.toContain('1 credits');
    expect(within(anonymous!).getByText('Anoniem')).toBeInTheDocument();
    expect(plain(anonymous!.textContent)).toContain('15 credits');
    expect(screen.getByRole('link', { name: 'Steun dit doel' })).toHaveAttribute('href', '/supportGoal/1');
    expect(screen.queryByRole('link', { name: 'Wijzigen' })).not.toBeInTheDocument();
  });

  it('counts the extra when the goal is exceeded (ceil of the percentage)', async () => {
    mockApi(charityRoutes({ one: charity(1, { goalAmount: 200, donatedAmount: 301 }) }));
    renderApp('/charityDetailPage/1', treasurer());
    await screen.findByRole('heading', { level: 1, name: 'Voedselbank Oost' });
    expect(screen.getByTestId('dial-achieved')).toHaveTextContent('151%');
    expect(plain(screen.getByTestId('charity-remaining').textContent)).toBe(
      'Doel behaald: 101 credits extra',
    );
    expect(screen.getByRole('link', { name: 'Wijzigen' })).toHaveAttribute('href', '/editCharity/1');
  });

  it('switches ‘Steun dit doel’ off for an ended campaign and says why', async () => {
    mockApi(
      charityRoutes({ one: charity(1, { closed: true, campaignEndTime: '2025-02-01T00:00:00+01:00' }) }),
    );
    renderApp('/charityDetailPage/1', ordinaryUser());
    expect(await screen.findByRole('button', { name: 'Steun dit doel' })).toBeDisabled();
    expect(screen.getByText('Deze actie is afgelopen. Je kunt niet meer doneren.')).toBeInTheDocument();
  });
});

describe('support goal', () => {
  it('shows the balance, keeps the button off at 0 and sends an anonymous gift', async () => {
    const api = mockApi({
      ...charityRoutes({ free: 40 }),
      'POST /api/banker/charities/1/donations': donation(9, { amount: 15, anonymous: true, donor: null }),
    });
    const { router } = renderApp('/supportGoal/1', ordinaryUser());
    expect(plain((await screen.findByTestId('donation-balance')).textContent)).toBe(
      'Je vrije saldo: 40 credits',
    );
    const amount = screen.getByRole('textbox', { name: /Aantal credits/ });
    const submit = screen.getByRole('button', { name: 'Doneren' });
    expect(submit).toBeDisabled();
    fireEvent.change(amount, { target: { value: '0' } });
    expect(submit).toBeDisabled();
    fireEvent.change(amount, { target: { value: '15' } });
    fireEvent.click(screen.getByRole('switch', { name: /Anoniem doneren/ }));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/donated/1;Voedselbank%20Oost'));
    expect(callsTo(api, 'POST', '/api/banker/charities/1/donations')[0]?.body).toEqual({
      amount: 15,
      description: null,
      anonymous: true,
    });
    expect(await screen.findByText('Bedankt voor je gift aan Voedselbank Oost!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar het goede doel' })).toHaveAttribute(
      'href',
      '/charityDetailPage/1',
    );
  });

  it('shows the 402 text when the balance is short', async () => {
    mockApi({
      ...charityRoutes({ free: 40 }),
      'POST /api/banker/charities/1/donations': apiError(
        402,
        'Je hebt onvoldoende saldo voor dit aantal credits',
      ),
    });
    renderApp('/supportGoal/1', ordinaryUser());
    const amount = await screen.findByRole('textbox', { name: /Aantal credits/ });
    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doneren' }));
    expect(await screen.findByText('Je hebt onvoldoende saldo voor dit aantal credits')).toBeInTheDocument();
  });

  it('shows the server’s words when the campaign ended meanwhile (409)', async () => {
    mockApi({
      ...charityRoutes(),
      'POST /api/banker/charities/1/donations': apiError(409, 'Deze actie is afgelopen'),
    });
    renderApp('/supportGoal/1', ordinaryUser());
    fireEvent.change(await screen.findByRole('textbox', { name: /Aantal credits/ }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Doneren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze actie is afgelopen');
  });

  it('refuses more than the free balance', async () => {
    mockApi(charityRoutes({ free: 10 }));
    renderApp('/supportGoal/1', ordinaryUser());
    const amount = await screen.findByRole('textbox', { name: /Aantal credits/ });
    fireEvent.change(amount, { target: { value: '11' } });
    fireEvent.blur(amount);
    expect(await screen.findByText('Maximaal 10')).toBeInTheDocument();
  });
});

describe('charity administration', () => {
  it('is not there for anybody but the treasurer', async () => {
    mockApi(charityRoutes());
    renderApp('/createCharity', signedIn('Gerda Wassink'));
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });

  it('is not there to others on edit either', async () => {
    mockApi(charityRoutes());
    renderApp('/editCharity/1', ordinaryUser());
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });

  it('checks the fields and creates the charity', async () => {
    const api = mockApi({ ...charityRoutes(), 'POST /api/banker/charities': charity(7) });
    const { router } = renderApp('/createCharity', treasurer());
    await screen.findByRole('heading', { level: 1, name: 'Doel Toevoegen' });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findAllByText('Verplicht veld')).toHaveLength(3);
    fireEvent.change(screen.getByRole('textbox', { name: /IBAN rekeningnummer/ }), {
      target: { value: 'NL00 FOUT' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Ongeldig IBAN rekeningnummer')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /IBAN rekeningnummer/ }), {
      target: { value: 'NL91 ABNA 0417 1643 00' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Naam/ }), { target: { value: 'Dorpshuis' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Doel in credits/ }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Plaats/ }), { target: { value: 'Lichtenvoorde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    // The holder is required with an IBAN.
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Ten name van/ }), {
      target: { value: 'Stichting' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/charityDetailPage/7'));
    const body = callsTo(api, 'POST', '/api/banker/charities')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Dorpshuis',
      goalAmount: 500,
      location: { label: 'Lichtenvoorde', point: null },
      iban: 'NL91ABNA0417164300',
      ibanHolder: 'Stichting',
      campaignEndTime: null,
    });
  });

  it('refuses an image that is not jpeg, gif or png', async () => {
    mockApi(charityRoutes());
    const { container } = renderApp('/createCharity', treasurer());
    await screen.findByRole('heading', { level: 1, name: 'Doel Toevoegen' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'doel.bmp', { type: 'image/bmp' })] } });
    expect(await screen.findByText('Kies een afbeelding van het type jpeg, gif of png.')).toBeInTheDocument();
  });

  afterEach(() => vi.useRealTimers());

  /** Stops charity 1's campaign through the dialog and gives the campaign's times the page saved. */
  async function stopCampaign(routes = charityRoutes()) {
    pinDate();
    const api = mockApi({ ...routes, 'PUT /api/banker/charities/1': charity(1, { closed: true }) });
    renderApp('/editCharity/1', treasurer());
    fireEvent.click(await screen.findByRole('button', { name: 'Campagne stoppen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, stoppen' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/banker/charities/1')).toHaveLength(1));
    return callsTo(api, 'PUT', '/api/banker/charities/1')[0]?.body as {
      campaignStartTime: string;
      campaignEndTime: string;
    };
  }

  it('stops a campaign after a confirmation', async () => {
    const body = await stopCampaign();
    expect(body.campaignStartTime).toBe('2025-01-01T00:00:00+01:00');
    expect(Date.parse(body.campaignEndTime)).toBe(TEST_NOW.getTime());
  });

  it('stops a campaign that has not begun: it begins and ends now, so saving is not refused', async () => {
    const future = { campaignStartTime: '2025-04-01T00:00:00+02:00', campaignEndTime: null };
    const body = await stopCampaign(charityRoutes({ one: charity(1, future) }));
    expect(Date.parse(body.campaignStartTime)).toBe(TEST_NOW.getTime());
    expect(body.campaignEndTime).toBe(body.campaignStartTime);
  });
});

describe('paying a charity out (treasurer)', () => {
  const withAccount = (credits: number, iban: string | null = 'NL91ABNA0417164300') =>
    charity(1, { account: { credits, iban, ibanHolder: iban ? 'Stichting Voedselbank' : null } });

  it('asks the payout of all its credits to its IBAN, which then waits under Uitbetalingen', async () => {
    const api = mockApi({
      ...charityRoutes({ one: withAccount(120) }),
      'POST /api/banker/charities/1/withdrawals': fakeWithdrawal(7, {
        amountCredits: 120,
        description: 'Uitbetaling aan Voedselbank Oost',
        accountName: 'Voedselbank Oost',
      }),
    });
    renderApp('/charityDetailPage/1', treasurer());
    const section = await screen.findByRole('region', { name: 'Uitbetalen aan het goede doel' });
    expect(within(section).getByTestId('charity-payout-balance')).toHaveTextContent(
      'Nog niet uitbetaald: 120 credits op de rekening van dit doel.',
    );
    expect(within(section).getByText('Naar rekening NL91 ABNA 0417 1643 00 t.n.v. Stichting Voedselbank'));
    expect(within(section).getByRole('textbox', { name: /^Aantal credits/ })).toHaveValue('120');
    fireEvent.click(within(section).getByRole('button', { name: 'Uitbetaling aanvragen' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/banker/charities/1/withdrawals')).toHaveLength(1));
    expect(callsTo(api, 'POST', '/api/banker/charities/1/withdrawals')[0]?.body).toEqual({
      amountCredits: 120,
      description: 'Uitbetaling aan Voedselbank Oost',
    });
    expect(
      await screen.findByText('De uitbetaling is aangevraagd. Ze staat klaar bij Uitbetalingen.'),
    ).toBeInTheDocument();
  });

  it('refuses more than the charity holds without asking, and shows the server’s 402 in its words', async () => {
    const api = mockApi({
      ...charityRoutes({ one: withAccount(50) }),
      'POST /api/banker/charities/1/withdrawals': () =>
        apiError(402, 'Onvoldoende saldo voor dit aantal credits'),
    });
    renderApp('/charityDetailPage/1', treasurer());
    const amount = await screen.findByRole('textbox', { name: /^Aantal credits/ });
    fireEvent.change(amount, { target: { value: '51' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uitbetaling aanvragen' }));
    expect(await screen.findByText('Maximaal 50')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/banker/charities/1/withdrawals')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uitbetaling aanvragen' }));
    expect(await screen.findByText('Onvoldoende saldo voor dit aantal credits')).toBeInTheDocument();
  });

  it('asks for the IBAN first when the charity has none, and shows nothing of it to others', async () => {
    mockApi(charityRoutes({ one: withAccount(80, null) }));
    const { unmount } = renderApp('/charityDetailPage/1', treasurer());
    const section = await screen.findByRole('region', { name: 'Uitbetalen aan het goede doel' });
    expect(
      within(section).getByText('Voeg eerst het IBAN en de rekeninghouder van het goede doel toe.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Uitbetaling aanvragen' })).not.toBeInTheDocument();
    unmount();

    mockApi(charityRoutes());
    renderApp('/charityDetailPage/1', ordinaryUser());
    await screen.findByRole('heading', { level: 1, name: 'Voedselbank Oost' });
    expect(screen.queryByRole('region', { name: 'Uitbetalen aan het goede doel' })).not.toBeInTheDocument();
  });
});
