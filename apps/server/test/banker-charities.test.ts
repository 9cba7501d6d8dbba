import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHARITY_ENDED_MESSAGE,
  CHARITY_INSUFFICIENT_MESSAGE,
  CHARITY_NO_IBAN_MESSAGE,
  CHARITY_NOT_STARTED_MESSAGE,
  DONATION_INSUFFICIENT_MESSAGE,
  type BankerUser,
  type Charity,
  type Donation,
  type Paged,
  type PaymentBatch,
  type TopDonor,
  type Withdrawal,
} from '@achterhoek/contracts';
import { accounts, charities, donations, withdrawals } from '../src/modules/banker/schema.js';
import {
  DEMO_ANONYMOUS_DONATION,
  DEMO_BUURTBUS,
  DEMO_DORPSHUIS,
  DEMO_NAMED_DONATION,
  seedDemoCharities,
} from '../src/modules/banker/demo-charities.js';
import { createDiskImageStore } from '../src/modules/images/index.js';
import { depositCredits, expectBooksBalance } from './ledger-helpers.js';
import { demoUser, newUser, type Caller } from './profile-helpers.js';
import { useTreasuryPeople } from './support/treasury-people.js';
import { useAppAt } from './support/app.js';
import { PB, rejectWaitingRequests, setReserveAccount, TW } from './treasury-helpers.js';

// Issue 29, giving: charities ('Goede Doelen') and donations to them, their payout through a batch.
const NOW = Date.parse('2026-11-26T10:00:00+01:00');
const C = '/api/banker/charities';
const CHARITY_IBAN = 'NL91ABNA0417164300';

/** Signature bytes are enough: the image store checks the type's first bytes, not the whole image. */
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64')}`;
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49]).toString('base64')}`;
const GIF = `data:image/gif;base64,${Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000', 'latin1').toString('base64')}`;

const newCharity = (overrides: Record<string, unknown> = {}) => ({
  name: 'Stichting Speeltuin De Knikker (test)',
  description: 'Een nieuwe schommel voor het dorp.',
  location: { label: 'Lichtenvoorde', point: { type: 'Point', coordinates: [6.567, 51.986] } },
  goalAmount: 500,
  campaignStartTime: '2026-11-01T00:00:00+01:00',
  campaignEndTime: null,
  ...overrides,
});

describe('charities and donations', () => {
  const { t, db } = useAppAt(NOW);

  const rows = async (table: typeof charities | typeof donations | typeof withdrawals | typeof accounts) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  const stored = async () => ({
    charities: await rows(charities),
    donations: await rows(donations),
    withdrawals: await rows(withdrawals),
    accounts: await rows(accounts),
    charityRows: await db.select().from(charities).orderBy(charities.id),
  });
  const balance = async (caller: Caller) =>
    ((await caller.get('/api/banker/users/me')).json() as BankerUser).personalAccount.credits;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const made = await treasurer.post(C, newCharity(overrides));
    expect(made.statusCode).toBe(201);
    return made.json() as Charity;
  };
  /** A new person with `credits` on their current account. */
  const donor = async (credits: number, names?: { givenName: string; familyName: string }) => {
    const caller = await newUser(t, names);
    await depositCredits(db, { managedIdentity: caller.sub, name: 'Donateur' }, credits);
    return caller;
  };

  const [treasurer, admin, user, delegateForIngrid] = useTreasuryPeople(t);
  beforeAll(async () => {
    await setReserveAccount(db);
  });

  describe('who may call', () => {
    let id: number;
    beforeAll(async () => {
      id = (await create({ name: 'Matrix (test)' })).id;
    });
    const manage = (): Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown?]> => [
      ['creating', 'POST', C, newCharity({ name: 'Nooit gemaakt' })],
      ['changing', 'PUT', `${C}/${id}`, newCharity({ name: 'Nooit veranderd' })],
      ['the image', 'PUT', `${C}/${id}/image`, { image: PNG }],
      ['removing the image', 'DELETE', `${C}/${id}/image`],
      ['the account', 'PUT', `${C}/${id}/account`, { iban: CHARITY_IBAN, ibanHolder: 'Nooit' }],
      ['the payout', 'POST', `${C}/${id}/withdrawals`, { amountCredits: 1, description: 'Nooit' }],
    ];
    const reads = (): Array<[string, string]> => [
      ['the list', C],
      ['one charity', `${C}/${id}`],
      ['the popular ones', `${C}/popularity`],
      ['its donations', `${C}/${id}/donations`],
      ['the top donors', '/api/banker/users/generosity'],
      ['my recent donations', '/api/banker/users/me/recent-donations'],
    ];

    it('managing: 401 anonymous, 403 for a user and for a caregiver acting for the treasurer, nothing stored', async () => {
      for (const [label, method, url, payload] of manage()) {
        const before = await stored();
        const options = { method, url, ...(payload ? { payload: payload as object } : {}) };
        expect((await t.app.inject(options)).statusCode, label).toBe(401);
        for (const caller of [user, delegateForIngrid]) {
          expect((await caller.call(options)).statusCode, label).toBe(403);
        }
        expect(await stored(), label).toEqual(before);
      }
    });

    it('managing: the treasurer and an admin get through', async () => {
      for (const caller of [treasurer, admin]) {
        for (const [label, method, url, payload] of manage()) {
          const answer = await caller.call({
            method,
            url,
            ...(payload ? { payload: payload as object } : {}),
          });
          // The payout of an empty charity is refused for its balance, not for who asks.
          expect([200, 201, 204, 402], label).toContain(answer.statusCode);
        }
      }
    });

    it('reading and giving: 401 anonymous; a user, a caregiver, the treasurer and an admin read and give', async () => {
      for (const [label, url] of reads()) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, label).toBe(401);
        for (const caller of [user, delegateForIngrid, treasurer, admin]) {
          expect((await caller.get(url)).statusCode, label).toBe(200);
        }
      }
      const gift = { amount: 1, anonymous: false };
      expect(
        (await t.app.inject({ method: 'POST', url: `${C}/${id}/donations`, payload: gift })).statusCode,
      ).toBe(401);
      // Nobody has credits here: the call goes through to the balance check (402), not refused for who asks.
      for (const caller of [user, delegateForIngrid]) {
        expect((await caller.post(`${C}/${id}/donations`, gift)).statusCode).toBe(402);
      }
      // The account is the treasurer's and admin's business only.
      expect(((await user.get(`${C}/${id}`)).json() as Charity).account).toBeNull();
      expect(((await delegateForIngrid.get(`${C}/${id}`)).json() as Charity).account).toBeNull();
      expect(((await treasurer.get(`${C}/${id}`)).json() as Charity).account).not.toBeNull();
    });
  });

  it('creates a charity with its own CLA- account, by its number or URN, and lists it', async () => {
    const made = await create({
      name: 'Aardige Actie (test)',
      iban: 'nl91 abna 0417 1643 00',
      ibanHolder: 'Actie',
    });
    expect(made).toMatchObject({
      urn: `urn:nb:bn:charity:${made.id}`,
      donatedAmount: 0,
      donorCount: 0,
      closed: false,
      imageUrl: null,
      location: { label: 'Lichtenvoorde', point: { type: 'Point', coordinates: [6.567, 51.986] } },
      account: { credits: 0, iban: CHARITY_IBAN, ibanHolder: 'Actie' },
    });
    const [row] = await db.select().from(charities).where(eq(charities.id, made.id));
    const [account] = await db.select().from(accounts).where(eq(accounts.id, row!.accountId));
    expect(account).toMatchObject({ type: 'LIABILITY', name: 'Aardige Actie (test)' });
    expect(account!.ncan).toMatch(/^CLA-[0-9A-F]{12}$/);
    expect((await user.get(`${C}/urn:nb:bn:charity:${made.id}`)).json()).toMatchObject({ id: made.id });
    const byName = (await user.get(`${C}?sortBy=name&maxResults=10`)).json() as Paged<Charity>;
    expect(byName.data.map((c) => c.name)).toEqual(
      [...byName.data.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect((await user.get(`${C}?maxResults=11`)).statusCode).toBe(400);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const id = (await create({ name: 'Invoer (test)' })).id;
    const bad: Array<[string, string, string, unknown]> = [
      ['no name', 'POST', C, newCharity({ name: '  ' })],
      ['a long name', 'POST', C, newCharity({ name: 'x'.repeat(101) })],
      ['a long description', 'POST', C, newCharity({ description: 'x'.repeat(2001) })],
      ['a long place', 'POST', C, newCharity({ location: { label: 'x'.repeat(201) } })],
      ['no goal', 'POST', C, newCharity({ goalAmount: 0 })],
      ['a broken goal', 'POST', C, newCharity({ goalAmount: 1.5 })],
      ['a bad IBAN', 'POST', C, newCharity({ iban: 'NL00ABNA0417164300', ibanHolder: 'X' })],
      ['an IBAN without holder', 'POST', C, newCharity({ iban: CHARITY_IBAN })],
      ['an end before the start', 'POST', C, newCharity({ campaignEndTime: '2026-10-01T00:00:00+01:00' })],
      ['the year 9999', 'POST', C, newCharity({ campaignStartTime: '9999-01-01T00:00:00+01:00' })],
      ['an unknown field', 'POST', C, { ...newCharity(), donatedAmount: 1000 }],
      ['an update without name', 'PUT', `${C}/${id}`, newCharity({ name: '' })],
      ['a bad account IBAN', 'PUT', `${C}/${id}/account`, { iban: 'NL12', ibanHolder: 'X' }],
      ['an account IBAN without holder', 'PUT', `${C}/${id}/account`, { iban: CHARITY_IBAN }],
      ['a gift of 0', 'POST', `${C}/${id}/donations`, { amount: 0 }],
      ['a gift of 1001', 'POST', `${C}/${id}/donations`, { amount: 1001 }],
      ['half a credit', 'POST', `${C}/${id}/donations`, { amount: 1.5 }],
      ['a long message', 'POST', `${C}/${id}/donations`, { amount: 1, description: 'x'.repeat(141) }],
      ['anonymous as text', 'POST', `${C}/${id}/donations`, { amount: 1, anonymous: 'ja' }],
      ['a payout of 0', 'POST', `${C}/${id}/withdrawals`, { amountCredits: 0, description: 'x' }],
    ];
    const rich = await donor(100);
    for (const [label, method, url, payload] of bad) {
      const before = await stored();
      const caller = url.endsWith('/donations') ? rich : treasurer;
      const answer = await caller.call({ method: method as 'POST', url, payload: payload as object });
      expect(answer.statusCode, label).toBe(400);
      expect(await stored(), label).toEqual(before);
    }
    expect(await balance(rich)).toBe(100);
    expect((await user.get(`${C}/999999`)).statusCode).toBe(404);
    expect((await rich.post(`${C}/999999/donations`, { amount: 1 })).statusCode).toBe(404);
  });

  it('a donation is one payment from the current account; short of credits is 402, nothing stored', async () => {
    const charity = await create({ name: 'Betalen (test)' });
    const giver = await donor(30);
    const given = await giver.post(`${C}/${charity.urn}/donations`, { amount: 20, description: 'Succes!' });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({
      charityRef: charity.urn,
      amount: 20,
      description: 'Succes!',
      anonymous: false,
      donor: { id: giver.sub, givenName: 'Dinand', familyName: 'Klein Gunnewiek' },
      donationTime: '2026-11-26T10:00:00+01:00',
    });
    expect(await balance(giver)).toBe(10);
    const before = await stored();
    const short = await giver.post(`${C}/${charity.id}/donations`, { amount: 11 });
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({ message: DONATION_INSUFFICIENT_MESSAGE });
    expect(await stored()).toEqual(before);
    const after = (await treasurer.get(`${C}/${charity.id}`)).json() as Charity;
    expect(after).toMatchObject({ donatedAmount: 20, donorCount: 1, account: { credits: 20 } });
    await expectBooksBalance(db);
  });

  it('an ended (stopped) campaign, or one not yet begun, refuses donations with 409', async () => {
    const charity = await create({ name: 'Stoppen (test)' });
    const giver = await donor(50);
    expect((await giver.post(`${C}/${charity.id}/donations`, { amount: 5 })).statusCode).toBe(201);
    // Stopping: the campaign's end set to now.
    const stopped = await treasurer.put(
      `${C}/${charity.id}`,
      newCharity({ name: 'Stoppen (test)', campaignEndTime: '2026-11-26T10:00:00+01:00' }),
    );
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ closed: true, donatedAmount: 5 });
    const before = await stored();
    const refused = await giver.post(`${C}/${charity.id}/donations`, { amount: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: CHARITY_ENDED_MESSAGE });
    expect(await stored()).toEqual(before);
    expect(await balance(giver)).toBe(45);
    // Ended ones are left out of the list unless asked for.
    const running = (await giver.get(`${C}?maxResults=10`)).json() as Paged<Charity>;
    expect(running.data.some((c) => c.id === charity.id)).toBe(false);
    const all = await giver.get(`${C}?closed=true&sortBy=campaign`);
    expect((all.json() as Paged<Charity>).totalCount).toBeGreaterThan(running.totalCount);

    const later = await create({ name: 'Later (test)', campaignStartTime: '2026-12-01T00:00:00+01:00' });
    const early = await giver.post(`${C}/${later.id}/donations`, { amount: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: CHARITY_NOT_STARTED_MESSAGE });
  });

  it('50 donations at once never overdraw, and the total equals the donations', async () => {
    const charity = await create({ name: 'Drukte (test)' });
    const giver = await donor(100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => giver.post(`${C}/${charity.id}/donations`, { amount: 3 })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(33);
    expect(codes.filter((c) => c === 402)).toHaveLength(17);
    expect(await balance(giver)).toBe(1);
    const [row] = await db.select().from(charities).where(eq(charities.id, charity.id));
    const gifts = await db.select().from(donations).where(eq(donations.charityId, charity.id));
    const sum = gifts.reduce((total, d) => total + d.amount, 0);
    expect(row!.donatedAmount).toBe(99);
    expect(sum).toBe(99);
    const [account] = await db.select().from(accounts).where(eq(accounts.id, row!.accountId));
    expect(account!.credits).toBe(99);
    await expectBooksBalance(db);
  });

  describe('an anonymous donor is named to nobody but themselves', () => {
    let charity: Charity;
    let secret: Caller;
    let open: Caller;
    const hidden = (answer: { body: string }) => {
      expect(answer.body).not.toContain(secret.sub);
      expect(answer.body).not.toContain('Geheime');
      expect(answer.body).not.toContain('Gulle Gever');
    };
    beforeAll(async () => {
      charity = await create({ name: 'Anoniem (test)' });
      secret = await donor(500, { givenName: 'Geheime', familyName: 'Gulle Gever' });
      open = await donor(50, { givenName: 'Open', familyName: 'Gever' });
      for (let i = 0; i < 3; i += 1) {
        expect(
          (
            await secret.post(`${C}/${charity.id}/donations`, {
              amount: 100,
              anonymous: true,
              description: 'Stil',
            })
          ).statusCode,
        ).toBe(201);
      }
      expect((await open.post(`${C}/${charity.id}/donations`, { amount: 10 })).statusCode).toBe(201);
    });

    it("in the charity's donations (the donor sees their own name)", async () => {
      for (const viewer of [open, user, treasurer, admin]) {
        const answer = await viewer.get(`${C}/${charity.id}/donations`);
        hidden(answer);
        const page = answer.json() as Paged<Donation>;
        expect(page.data.filter((d) => d.anonymous).every((d) => d.donor === null)).toBe(true);
        expect(page.data.find((d) => !d.anonymous)!.donor).toMatchObject({ givenName: 'Open' });
      }
      const own = (await secret.get(`${C}/${charity.id}/donations?user=me`)).json() as Paged<Donation>;
      expect(own.totalCount).toBe(3);
      expect(own.data[0]!.donor).toMatchObject({ id: secret.sub, givenName: 'Geheime' });
      const othersMe = (await open.get(`${C}/${charity.id}/donations?user=me`)).json() as Paged<Donation>;
      expect(othersMe.totalCount).toBe(1);
    });

    it('in the top donors (anonymous gifts not counted)', async () => {
      for (const url of [
        '/api/banker/users/generosity',
        `/api/banker/users/generosity?charity=${charity.urn}`,
      ]) {
        for (const viewer of [open, treasurer, secret]) {
          const answer = await viewer.get(url);
          hidden(answer);
          expect((answer.json() as TopDonor[]).some((d) => d.donor.givenName === 'Open')).toBe(true);
        }
      }
    });

    it('in the popular charities', async () => {
      const answer = await open.get(`${C}/popularity`);
      hidden(answer);
      const found = (answer.json() as Charity[]).find((c) => c.id === charity.id);
      expect(found).toMatchObject({ donatedAmount: 310, donorCount: 2 });
    });

    it('in one charity and the list', async () => {
      hidden(await open.get(`${C}/${charity.id}`));
      hidden(await treasurer.get(`${C}/${charity.id}`));
      hidden(await open.get(`${C}?closed=true`));
    });

    it('in recent donations: each sees only their own', async () => {
      const theirs = await open.get('/api/banker/users/me/recent-donations');
      hidden(theirs);
      expect((theirs.json() as Charity[]).map((c) => c.id)).toContain(charity.id);
      const stranger = (await user.get('/api/banker/users/me/recent-donations')).json() as Charity[];
      expect(stranger.some((c) => c.id === charity.id)).toBe(false);
      const own = (
        await secret.get('/api/banker/users/me/recent-donations?maxResults=5')
      ).json() as Charity[];
      expect(own.map((c) => c.id)).toEqual([charity.id]);
      expect((await secret.get('/api/banker/users/me/recent-donations?maxResults=6')).statusCode).toBe(400);
    });
  });

  it('sets and removes the image: jpeg, png and gif, nothing else', async () => {
    const charity = await create({ name: 'Plaatje (test)' });
    let previous: string | null = null;
    for (const image of [PNG, JPEG, GIF]) {
      const put = await treasurer.put(`${C}/${charity.id}/image`, { image });
      expect(put.statusCode).toBe(200);
      const url = (put.json() as Charity).imageUrl!;
      expect(url).toMatch(/^\/images\/charities\/.+\.(png|jpg|gif)$/);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      if (previous) expect((await t.app.inject({ method: 'GET', url: previous })).statusCode).toBe(404);
      previous = url;
    }
    const before = await stored();
    for (const image of [
      `data:image/webp;base64,${Buffer.from('RIFF0000WEBP').toString('base64')}`,
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
      `data:image/png;base64,${Buffer.from('<html></html>').toString('base64')}`,
      'data:text/plain;base64,aGFsbG8=',
    ]) {
      expect((await treasurer.put(`${C}/${charity.id}/image`, { image })).statusCode).toBe(400);
    }
    expect(await stored()).toEqual(before);
    expect((await admin.del(`${C}/${charity.id}/image`)).statusCode).toBe(204);
    expect(((await user.get(`${C}/${charity.id}`)).json() as Charity).imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: previous! })).statusCode).toBe(404);
  });

  it("pays a charity's credits out to its IBAN through a payout batch, the books balanced", async () => {
    const charity = await create({ name: 'Uitbetalen (test)' });
    const giver = await donor(100);
    expect((await giver.post(`${C}/${charity.id}/donations`, { amount: 40 })).statusCode).toBe(201);
    const ask = { amountCredits: 30, description: 'Uitbetaling actie' };
    const before = await stored();
    const noIban = await treasurer.post(`${C}/${charity.id}/withdrawals`, ask);
    expect(noIban.statusCode).toBe(422);
    expect(noIban.json()).toMatchObject({ message: CHARITY_NO_IBAN_MESSAGE });
    expect(
      (
        await treasurer.put(`${C}/${charity.id}/account`, {
          iban: CHARITY_IBAN,
          ibanHolder: 'Stichting Uitbetalen',
        })
      ).statusCode,
    ).toBe(200);
    const tooMuch = await treasurer.post(`${C}/${charity.id}/withdrawals`, { ...ask, amountCredits: 41 });
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json()).toMatchObject({ message: CHARITY_INSUFFICIENT_MESSAGE });
    expect((await stored()).withdrawals).toBe(before.withdrawals);

    await rejectWaitingRequests(t, treasurer);
    const asked = await treasurer.post(`${C}/${charity.id}/withdrawals`, ask);
    expect(asked.statusCode).toBe(201);
    const withdrawal = asked.json() as Withdrawal;
    expect(withdrawal).toMatchObject({
      status: 'REQUESTED',
      accountName: 'Uitbetalen (test)',
      iban: CHARITY_IBAN,
      ibanHolder: 'Stichting Uitbetalen',
      amountCredits: 30,
    });
    expect(((await treasurer.get(`${C}/${charity.id}`)).json() as Charity).account!.credits).toBe(10);
    const listed = (await treasurer.get(`${TW}?status=REQUESTED`)).json() as Paged<Withdrawal>;
    expect(listed.data.find((w) => w.id === withdrawal.id)).toMatchObject({
      accountName: 'Uitbetalen (test)',
    });

    const batch = await treasurer.post(PB);
    expect(batch.statusCode).toBe(201);
    const { id } = batch.json() as { id: number };
    const settled = await treasurer.put(`${PB}/${id}`, {
      withdrawalRequests: [{ id: withdrawal.id, status: 'COMPLETED' }],
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json() as PaymentBatch).toMatchObject({ status: 'COMPLETED', nrRequests: 1 });
    const after = (await treasurer.get(`${C}/${charity.id}`)).json() as Charity;
    // What was given stays counted; what is left on the account is what was not paid out.
    expect(after).toMatchObject({ donatedAmount: 40, account: { credits: 10 } });
    await expectBooksBalance(db);
  });
});

describe('the demo charities', () => {
  const { t, clock } = useAppAt(NOW);

  it('seeds two regional charities once: one with an image, Henk’s gift by name and Marieke’s anonymous', async () => {
    const db = t.app.database.db;
    const [gerda, henk, marieke] = await Promise.all([
      demoUser(t, 'gerda@example.nl'),
      demoUser(t, 'henk@example.nl'),
      demoUser(t, 'marieke@example.nl'),
    ]);
    const list = (await gerda.get(C)).json() as Paged<Charity>;
    const hall = list.data.find((c) => c.name === DEMO_DORPSHUIS.name)!;
    const bus = list.data.find((c) => c.name === DEMO_BUURTBUS.name)!;
    expect(hall).toMatchObject({ donatedAmount: DEMO_NAMED_DONATION, imageUrl: null, closed: false });
    expect(bus).toMatchObject({ donatedAmount: DEMO_ANONYMOUS_DONATION, location: { label: 'Winterswijk' } });
    const image = await t.app.inject({ method: 'GET', url: bus.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const hallGifts = (await gerda.get(`${C}/${hall.id}/donations`)).json() as Paged<Donation>;
    expect(hallGifts.data[0]!.donor).toMatchObject({ givenName: 'Henk', familyName: 'Lubbers' });
    const busGifts = await gerda.get(`${C}/${bus.id}/donations`);
    expect((busGifts.json() as Paged<Donation>).data[0]).toMatchObject({ anonymous: true, donor: null });
    expect(busGifts.body).not.toContain(marieke.sub);
    expect(
      ((await marieke.get(`${C}/${bus.id}/donations`)).json() as Paged<Donation>).data[0]!.donor,
    ).toMatchObject({
      givenName: 'Marieke',
    });
    expect(
      ((await henk.get('/api/banker/users/me/recent-donations')).json() as Charity[]).map((c) => c.id),
    ).toEqual([hall.id]);
    // Seeding again changes nothing.
    const before = {
      charities: (await db.select({ n: count() }).from(charities))[0]!.n,
      donations: (await db.select({ n: count() }).from(donations))[0]!.n,
    };
    await seedDemoCharities(
      db,
      { clock, images: createDiskImageStore(t.config.imagesDir) },
      {
        named: {
          id: henk.sub,
          givenName: 'Henk',
          familyName: 'Lubbers',
          fullName: 'Henk Lubbers',
          email: 'henk@example.nl',
          roles: [],
        },
      },
    );
    expect({
      charities: (await db.select({ n: count() }).from(charities))[0]!.n,
      donations: (await db.select({ n: count() }).from(donations))[0]!.n,
    }).toEqual(before);
    await expectBooksBalance(db);
  });
});
