import { describe, expect, it } from 'vitest';
import type { Delegation, MailMessage } from '@achterhoek/contracts';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import type { Mail, MailTransport } from '../src/platform/mail/mail-transport.js';
import { expectPageSaying, loginAs, startLogin } from './oidc-client.js';
import { demoUser } from './profile-helpers.js';
import { newDelegatorForm } from './support/delegations.js';
import { TEST_PUBLIC_URL } from './test-app.js';
import { useAppAt, useTestApp } from './support/app.js';
import { useDemoUsers } from './support/callers.js';

// 'Wachtwoord vergeten?' in the embedded login (issue 27, item 16): a single-use link of 30 minutes by
// e-mail, the same answer for every address, throttled; the mail is kept in the outbox admins read.
const FORGOT = '/auth/wachtwoord/vergeten';
const NEW = '/auth/wachtwoord/nieuw';
const SAME_ANSWER = 'Als dit e-mailadres bij ons bekend is, krijg je een e-mail';

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

describe('password reset by e-mail', () => {
  const { t, clock } = useAppAt('2026-11-24T09:00:00+01:00');
  let address = 0;
  /** Each test asks from its own client address, so the per-address limits stay its own. */
  const nextAddress = () => `10.0.0.${(address += 1)}`;

  const ask = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: FORGOT, remoteAddress, ...form({ email }) });
  const outbox = async (): Promise<MailMessage[]> =>
    ((await bart.get('/api/mail-messages')).json() as { data: MailMessage[] }).data;
  const mailsTo = async (email: string) => (await outbox()).filter((mail) => mail.to === email);
  /** The token of the newest reset mail to an address, as the person would click it. */
  async function latestToken(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    return /\/auth\/wachtwoord\/nieuw\?token=([A-Za-z0-9_-]+)/.exec(mail!.text!)![1]!;
  }
  const choose = (token: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: NEW, remoteAddress, ...form({ token, password }) });

  const [bart] = useDemoUsers(t, 'beheer');

  it("links 'Wachtwoord vergeten?' from the login page to a page asking the address", async () => {
    const start = await startLogin(t.app, t.config.oidcClientId);
    const uid = start.interactionPath.split('/').at(-1)!;
    expect(start.page.body).toContain(`<a href="${FORGOT}?uid=${uid}">Wachtwoord vergeten?</a>`);
    const page = await t.app.inject({ method: 'GET', url: `${FORGOT}?uid=${uid}` });
    expectPageSaying(page, 200, '<label for="email">E-mailadres</label>');
    expect(page.body).toContain(`href="/auth/interaction/${uid}/aanmelden">Terug naar aanmelden`);
  });

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const from = nextAddress();
    const known = await ask('Gerda@Example.nl', from);
    const unknown = await ask('niemand@example.nl', from);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toContain(SAME_ANSWER);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('niemand@example.nl')).toEqual([]);
    const [mail] = await mailsTo('gerda@example.nl');
    expect(mail).toMatchObject({ subject: 'Nieuw wachtwoord kiezen voor Achterhoek Mobiel', status: 'KEPT' });
    expect(mail!.text).toContain(`Hallo Gerda,`);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}${NEW}?token=`);
    expect(mail!.text).toContain('De link werkt 30 minuten');
    // A wrong address is a mistake of the form, said as such; nothing is kept or sent.
    const wrong = await ask('geen-adres', from);
    expectPageSaying(wrong, 400, 'Vul een geldig e-mailadres in');
  });

  it('sets a new password once with the link, with the sign-up rules; the old one stops working', async () => {
    const from = nextAddress();
    await ask('marieke@example.nl', from);
    const token = await latestToken('marieke@example.nl');
    const page = await t.app.inject({ method: 'GET', url: `${NEW}?token=${token}` });
    expectPageSaying(page, 200, 'Kies een nieuw wachtwoord');
    // Too short: the rule is said, and the link still works.
    const short = await choose(token, 'kort', from);
    expectPageSaying(short, 400, 'Minimaal 8 tekens');
    const saved = await choose(token, 'nieuw-geheim-1', from);
    expectPageSaying(saved, 200, 'Je wachtwoord is opgeslagen');
    await expect(
      loginAs(t.app, t.config.oidcClientId, 'marieke@example.nl', 'nieuw-geheim-1'),
    ).resolves.toBeTruthy();
    await expect(
      loginAs(t.app, t.config.oidcClientId, 'marieke@example.nl', DEMO_PASSWORD),
    ).rejects.toThrow();
    // Spent: the link opens nothing a second time.
    expect((await choose(token, 'nog-een-keer-2', from)).statusCode).toBe(410);
    const again = await t.app.inject({ method: 'GET', url: `${NEW}?token=${token}` });
    expectPageSaying(again, 410, 'Deze link werkt niet meer');
  });

  it("spends the account's other links too", async () => {
    const from = nextAddress();
    await ask('henk@example.nl', from);
    const first = await latestToken('henk@example.nl');
    await ask('henk@example.nl', from);
    const second = await latestToken('henk@example.nl');
    expect(second).not.toBe(first);
    expect((await choose(second, 'henk-nieuw-1', from)).statusCode).toBe(200);
    expect((await choose(first, 'henk-nieuw-2', from)).statusCode).toBe(410);
    await expect(
      loginAs(t.app, t.config.oidcClientId, 'henk@example.nl', 'henk-nieuw-1'),
    ).resolves.toBeTruthy();
  });

  it('lets a link work for 30 minutes only, by the app clock', async () => {
    const from = nextAddress();
    await ask('ingrid@example.nl', from);
    const token = await latestToken('ingrid@example.nl');
    clock.advance(30 * 60_000 - 1000);
    expect((await t.app.inject({ method: 'GET', url: `${NEW}?token=${token}` })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await t.app.inject({ method: 'GET', url: `${NEW}?token=${token}` })).statusCode).toBe(410);
    expect((await choose(token, 'te-laat-12', from)).statusCode).toBe(410);
    await expect(
      loginAs(t.app, t.config.oidcClientId, 'ingrid@example.nl', DEMO_PASSWORD),
    ).resolves.toBeTruthy();
  });

  it('mails one address at most three times an hour, answering every request the same', async () => {
    const before = (await mailsTo('jan@example.nl')).length;
    for (let request = 0; request < 4; request += 1) {
      const answer = await ask('jan@example.nl', nextAddress());
      expectPageSaying(answer, 200, SAME_ANSWER);
    }
    expect((await mailsTo('jan@example.nl')).length).toBe(before + 3);
    clock.advance(60 * 60_000);
    await ask('jan@example.nl', nextAddress());
    expect((await mailsTo('jan@example.nl')).length).toBe(before + 4);
  });

  it('refuses an eleventh request within the hour from one client address (429), others still ask', async () => {
    const from = nextAddress();
    for (let request = 0; request < 10; request += 1) {
      expect((await ask(`iemand${request}@example.nl`, from)).statusCode).toBe(200);
    }
    clock.advance(10 * 60_000);
    const refused = await ask('nog-iemand@example.nl', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3000');
    expect(refused.body).toContain('Te veel aanvragen. Probeer het over 50 minuten opnieuw.');
    expect((await ask('nog-iemand@example.nl', nextAddress())).statusCode).toBe(200);
    clock.advance(50 * 60_000);
    expect((await ask('nog-iemand@example.nl', from)).statusCode).toBe(200);
  });

  it('shows the mail outbox to admins only, a page at a time', async () => {
    const gerda = await demoUser(t, 'gerda@example.nl');
    expect((await gerda.get('/api/mail-messages')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail-messages' })).statusCode).toBe(401);
    expect((await bart.get('/api/mail-messages?maxResults=0')).statusCode).toBe(400);
    expect((await bart.get('/api/mail-messages?maxResults=201')).statusCode).toBe(400);
    const page = (await bart.get('/api/mail-messages?maxResults=2')).json() as { data: MailMessage[] };
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.id).toBeGreaterThan(page.data[1]!.id);
  });

  it('lets a person whose account a caregiver made choose a password and sign in themselves', async () => {
    const jan = await demoUser(t, 'jan@example.nl');
    const made = await jan.post('/api/profile/delegators', newDelegatorForm());
    expect(made.statusCode).toBe(201);
    const truus = (made.json() as Delegation).delegator.managedIdentity;
    const from = nextAddress();
    await ask('truus.oosterink@example.nl', from);
    expect(
      (await choose(await latestToken('truus.oosterink@example.nl'), 'truus-eigen-1', from)).statusCode,
    ).toBe(200);
    const tokens = await loginAs(t.app, t.config.oidcClientId, 'truus.oosterink@example.nl', 'truus-eigen-1');
    const sub = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
    };
    expect(sub.sub).toBe(truus);
  });

  it('removes spent-out links and day-old requests every hour', async () => {
    clock.advance(25 * 60 * 60_000);
    await t.app.timers.runDue();
    const db = t.app.database.db;
    const counts = await db.execute(
      `select (select count(*)::int from identity.password_resets) as links,
              (select count(*)::int from identity.password_reset_requests) as requests`,
    );
    expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({ links: 0, requests: 0 });
  });
});

describe('password reset mails over SMTP', () => {
  const sent: Mail[] = [];
  let fail = false;
  const smtp: MailTransport = {
    name: 'smtp',
    sends: true,
    send: async (mail) => {
      if (fail) throw new Error('SMTP server said 554');
      sent.push(mail);
      return `<id-${sent.length}@smtp.test>`;
    },
  };
  const t = useTestApp({ services: { mail: smtp } });
  const [bart] = useDemoUsers(t, 'beheer');

  it('sends the link through the transport and keeps no text of a sent mail; a failure is recorded', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: FORGOT,
        remoteAddress: '10.1.0.1',
        ...form({ email: 'gerda@example.nl' }),
      });
    expect((await post()).statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`${TEST_PUBLIC_URL}${NEW}?token=`);
    fail = true;
    expect((await post()).body).toContain(SAME_ANSWER);
    await t.app.mailer.idle();
    const mails = ((await bart.get('/api/mail-messages')).json() as { data: MailMessage[] }).data;
    expect(mails.map((mail) => [mail.status, mail.text])).toEqual([
      ['FAILED', null],
      ['SENT', null],
    ]);
  });
});
