import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  textProblem,
  type Charity,
  type Message,
  type PagedReviewsSchema,
  type PaymentBatch,
  type Profile,
  type Ride,
  type Trip,
} from '@achterhoek/contracts';
import { createPushHandler } from '../src/modules/communicator/push.js';
import { PUSH_TOPIC } from '../src/modules/communicator/push-delivery-job.js';
import { processOutboxOnce } from '../src/platform/outbox.js';
import { C as COMMUNICATOR, pushKeys, send } from './communicator-helpers.js';
import { startLogin, submitForm } from './oidc-client.js';
import { P as PROFILE, userWithProfile, type Caller } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useCallers, useDemoUsers } from './support/callers.js';
import { recordingMailTransport } from './support/mail.js';
import {
  askWithdrawal,
  elements,
  expectValidPain,
  PB,
  personWithCredits,
  rejectWaitingRequests,
  setReserveAccount,
} from './treasury-helpers.js';
import { addDemoCar, offerRide, P, place, R, searchRide, systemMessagesOf } from './trip-helpers.js';

// Issue 32: user text round-trips unchanged and is never read as markup, a template, a calendar property
// or XML by whatever shows it. Every text here is valid input a person could type.

/** A name that would run script if it were put into HTML, plus a template, SQL, an emoji and RTL override. */
const NAME = `<img src=x onerror=alert(1)>"><script>'; DROP {{7*7}} &amp; 😀\u202Eevil`;
/** A free text: the name and the separators of iCalendar, a backslash and a second line. */
const TEXT = `${NAME} ; , \\ \nregel 2 </textarea>`;
/** A place label that would end an iCalendar property and start another if it were not escaped. */
const LABEL = `Markt; 1, A\\B <b>&amp;</b> 😀\nDTSTART:19700101T000000Z`;

const NOW = '2026-11-23T10:00:00+01:00';
const TUESDAY_1200 = '2026-11-24T12:00:00+01:00';

/** The e-mail address in a caller's access token. */
function emailOf(caller: Caller): string {
  const claims = JSON.parse(Buffer.from(caller.token.split('.')[1]!, 'base64url').toString('utf8')) as {
    email: string;
  };
  return claims.email;
}

/** An iCalendar document's properties as a reader sees them: lines unfolded, values unescaped (RFC 5545). */
function icsProperties(ics: string): { name: string; value: string }[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
      return { name, value };
    });
}

/** What RFC 5545 asks of a document's physical lines: CRLF-separated, at most 75 octets, whole characters. */
function expectFoldedCorrectly(ics: string): void {
  expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  for (const line of ics.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    // A fold between the halves of a surrogate pair leaves a half on each line: no character at all.
    expect(textProblem(line), line).toBeUndefined();
  }
}

/** The text of an XML element as a reader gets it back (the five entities the writer uses undone). */
const xmlText = (escaped: string) =>
  escaped
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

type PagedReviews = z.infer<typeof PagedReviewsSchema>;

describe('user text in every channel that carries it', () => {
  const { transport, sent } = recordingMailTransport();
  const { t, db } = useAppAt(NOW, { services: { mail: transport } });
  const [gerda, treasurer] = useDemoUsers(t, 'gerda', 'ingrid');
  const [hostile] = useCallers(1, async () => {
    const made = await userWithProfile(t, { userRole: 'both' }, { givenName: NAME, familyName: 'ter Haar' });
    return [made.user] as const;
  });

  it('keeps a name as typed: the profile answers it unchanged', async () => {
    const profile = (await hostile.get(`${PROFILE}/profiles/${hostile.sub}`)).json() as Profile;
    expect(profile.firstName).toBe(NAME);
  });

  it('keeps a message and a review as typed, and the sender’s name with them', async () => {
    const made = await send(hostile, gerda.sub, TEXT, 'urn:nb:cm:chat:encoding');
    expect(made.statusCode).toBe(201);
    const message = (
      await gerda.get(`${COMMUNICATOR}/messages/${(made.json() as { id: number }).id}`)
    ).json() as Message;
    expect(message.body).toBe(TEXT);

    const review = await hostile.post(`${PROFILE}/reviews`, {
      receiver: gerda.sub,
      context: 'urn:nb:rs:ride:32',
      review: TEXT,
    });
    expect(review.statusCode).toBe(201);
    const page = (await gerda.get(`${PROFILE}/reviews?receiverId=me`)).json() as PagedReviews;
    const mine = page.data.find((item) => item.sender.id === hostile.sub);
    expect(mine).toMatchObject({ review: TEXT.trim(), sender: { firstName: NAME } });
  });

  it('keeps a charity’s name and description as typed', async () => {
    const made = await treasurer.post('/api/banker/charities', {
      name: NAME,
      description: TEXT,
      location: { label: LABEL, point: { type: 'Point', coordinates: [6.567, 51.986] } },
      goalAmount: 500,
      campaignStartTime: '2026-11-01T00:00:00+01:00',
      campaignEndTime: null,
    });
    expect(made.statusCode).toBe(201);
    const charity = (
      await gerda.get(`/api/banker/charities/${(made.json() as { id: number }).id}`)
    ).json() as Charity;
    expect(charity).toMatchObject({ name: NAME, description: TEXT.trim(), location: { label: LABEL } });
  });

  it('writes a name into system messages as text, and labels and names into calendar files escaped and folded', async () => {
    const car = await addDemoCar(hostile, 3);
    const ride: Ride = await offerRide(hostile, car.carRef, TUESDAY_1200, {
      from: place(LABEL, 51.967654, 6.715404),
      to: place(`${LABEL} (aankomst)`, 51.958362, 6.294481),
    });
    expect((await hostile.get(`${R}/rides/${ride.id}`)).json()).toMatchObject({
      fromPlace: { label: LABEL },
    });
    const { itinerary } = await searchRide(gerda, TUESDAY_1200, ride);
    const trip = (await gerda.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })).json() as Trip;

    // The system message holds the name as it was typed: no escaping for one screen or another.
    expect(await systemMessagesOf(db, gerda)).toContainEqual(
      expect.stringMatching(/^Je rit met .* is geboekt/),
    );
    const booked = (await systemMessagesOf(db, gerda)).find((body) => body.startsWith('Je rit met '))!;
    expect(booked.startsWith(`Je rit met ${NAME} ter Haar is geboekt`)).toBe(true);

    const rideFile = (await hostile.get(`${R}/rides/${ride.id}/calendar`)).body;
    expectFoldedCorrectly(rideFile);
    const rideEvent = icsProperties(rideFile);
    expect(rideEvent).toContainEqual({ name: 'SUMMARY', value: `Autorit naar ${LABEL} (aankomst)` });
    expect(rideEvent).toContainEqual({ name: 'LOCATION', value: LABEL });
    // The label's second line stays inside its property: one DTSTART, the ride's own.
    expect(rideEvent.filter((property) => property.name === 'DTSTART')).toEqual([
      { name: 'DTSTART', value: '20261124T110000Z' },
    ]);

    const tripFile = (await gerda.get(`${P}/trips/${trip.id}/calendar`)).body;
    expectFoldedCorrectly(tripFile);
    const description = icsProperties(tripFile).find((property) => property.name === 'DESCRIPTION')!;
    expect(description.value).toContain(`Meerijden met ${NAME} ter Haar`);
  });

  it('mails a name in the plain-text body as typed, under a subject of one line', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/auth/wachtwoord/vergeten',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: emailOf(hostile) }).toString(),
    });
    expect(asked.statusCode).toBe(200);
    await t.app.mailer.idle();
    const mail = sent.find((item) => item.to === emailOf(hostile))!;
    expect(mail.text.startsWith(`Hallo ${NAME},\n`)).toBe(true);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('shows a name typed on the sign-up page back escaped when the form is refused', async () => {
    const start = await startLogin(t.app, t.config.oidcClientId, { prompt: 'create' });
    const { response: page } = await submitForm(t.app, start, 'signup', {
      givenName: NAME,
      familyName: 'ter Haar',
      email: 'geen-adres',
      password: 'een-lang-wachtwoord',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('<img');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(
      'value="&lt;img src=x onerror=alert(1)&gt;&quot;&gt;&lt;script&gt;&#39;; DROP {{7*7}} &amp;amp; 😀',
    );
  });

  it('shows a deposit’s description escaped on the bank simulator’s checkout page', async () => {
    const asked = await gerda.post('/api/banker/users/me/deposits', { amountCredits: 10, description: TEXT });
    expect(asked.statusCode).toBe(200);
    const { paymentUrl } = asked.json() as { paymentUrl: string };
    const page = await t.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<img');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;&#34;&#62;&#60;script&#62;&#39;; DROP');
  });

  it('writes names and descriptions into the SEPA file in its Latin character set, valid against its schema', async () => {
    await setReserveAccount(db);
    await rejectWaitingRequests(t, treasurer);
    // 69 characters and then an emoji: the holder is cut at SEPA's 70, which once split the emoji (500).
    const cut = `${'A'.repeat(38)} <b>&amp;</b> "O'Neill" ${'B'.repeat(7)}`;
    expect(cut).toHaveLength(69);
    const holder = `${cut}😀 en meer`;
    const person = await personWithCredits(t, 100, 'NL91ABNA0417164300', holder);
    const description = `${NAME} ; \\ één\nregel`;
    const asked = await askWithdrawal(person, 20, description);
    // The request keeps the text as typed; only the file for the bank converts it.
    expect(asked.description).toBe(description);
    const made = await treasurer.post(PB);
    expect(made.statusCode).toBe(201);
    const batch = (await treasurer.get(`${PB}/${(made.json() as { id: number }).id}`)).json() as PaymentBatch;

    const answer = await treasurer.get(`${PB}/${batch.id}?format=PAIN.001`);
    expect(answer.statusCode).toBe(200);
    const xml = answer.body;
    expectValidPain(xml);
    // The apostrophe, in SEPA's set, goes out escaped as XML asks.
    expect(xml).toContain('O&apos;Neill');
    const names = elements(xml, 'Nm').map(xmlText);
    const remittances = elements(xml, 'Ustrd').map(xmlText);
    expect(names).toContain(`${'A'.repeat(38)} b amp /b O'Neill BBBBBBB en mee`);
    expect(remittances).toEqual(["img src x onerror alert(1) script ' DROP 7 7 amp evil een regel"]);
    for (const text of [...names, ...remittances]) {
      expect(text).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]+$/);
    }
  });
});

describe('a name and a message in a push notification', () => {
  // The app's own outbox worker is off: the test hands the push to a fake push service.
  const { t, clock, db } = useAppAt(NOW, { env: { OUTBOX_INTERVAL_MS: '0' } });
  const [henk] = useDemoUsers(t, 'henk');
  const [hostile] = useCallers(1, async () => {
    const made = await userWithProfile(t, {}, { givenName: NAME, familyName: 'ter Haar' });
    return [made.user] as const;
  });

  it('carries them as JSON strings, unchanged, for the notification to show as text', async () => {
    const subscription = { endpoint: 'https://push.example.net/send/henk', keys: pushKeys() };
    expect((await henk.put(`${COMMUNICATOR}/users/me/push-subscription`, subscription)).statusCode).toBe(204);
    expect((await send(hostile, henk.sub, TEXT, 'urn:nb:cm:chat:push')).statusCode).toBe(201);
    const payloads: string[] = [];
    const handler = createPushHandler(
      async (_target, payload) => {
        payloads.push(payload);
      },
      clock,
      { publicEndpoint: async () => true },
    );
    expect(await processOutboxOnce(db, { [PUSH_TOPIC]: handler }, { clock })).toBe(1);
    expect(payloads).toHaveLength(1);
    expect(JSON.parse(payloads[0]!)).toMatchObject({ title: `${NAME} ter Haar`, body: TEXT });
  });
});
