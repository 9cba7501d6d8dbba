import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DELEGATE_PHONE_CHANGE_MESSAGE,
  type Delegation,
  type DelegationList,
  type Profile,
} from '@achterhoek/contracts';
import { asUpdate, callerFor } from './profile-helpers.js';
import { newDelegatorForm } from './support/delegations.js';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { HOUR, DAY } from './support/time.js';

// Issue 26: nobody takes over a delegation, guesses its code or floods somebody with SMS. Jan (a
// caregiver) asks to act for people; the demo numbers are Gerda …01, Henk …02, Marieke …03, Ingrid …05.
const NOW = Date.parse('2026-11-26T10:00:00+01:00');
const D = '/api/profile/delegations';

describe('delegation limits', () => {
  const { t, clock, db } = useAppAt(NOW);

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const lastSms = async () =>
    (
      await rows<{ to: string; body: string }>(
        sql`select "to", body from platform.sms_messages order by id desc limit 1`,
      )
    )[0]!;
  const smsCount = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from platform.sms_messages`))[0]!.n;
  const codeOf = (body: string) => /(\d{6})/.exec(body)![1]!;
  const ask = (delegatorId: string) => jan.post(D, { delegateRef: 'me', delegatorRef: delegatorId });
  const activate = (id: number, activationCode: string) =>
    jan.post(`${D}/${id}/activations`, { activationCode });
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  const [jan, gerda, henk, marieke, ingrid, bart] = useDemoUsers(
    t,
    'jan',
    'gerda',
    'henk',
    'marieke',
    'ingrid',
    'beheer',
  );

  it("refuses a delegate changing the delegator's phone number; other fields he may still edit", async () => {
    const asked = (await ask(gerda.sub)).json() as Delegation;
    expect((await activate(asked.id, codeOf((await lastSms()).body))).statusCode).toBe(200);
    const asGerda = callerFor(t.app, jan.token, { 'x-delegator': gerda.sub });
    const profile = (await asGerda.get('/api/profile/profiles/me')).json() as Profile;

    const changed = await asGerda.put('/api/profile/profiles/me', {
      ...asUpdate(profile),
      phoneNumber: '+31612345644',
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toMatchObject({ message: DELEGATE_PHONE_CHANGE_MESSAGE });
    // The same number in another form, with another field changed, is fine.
    const edited = await asGerda.put('/api/profile/profiles/me', {
      ...asUpdate(profile),
      phoneNumber: '06 12345601',
      interests: ['Wandelen'],
    });
    expect(edited.statusCode).toBe(204);
    const after = (await gerda.get('/api/profile/profiles/me')).json() as Profile;
    expect(after).toMatchObject({ phoneNumber: '+31612345601', interests: ['Wandelen'] });
    await gerda.del(`${D}/${asked.id}`);
  });

  it('sends the code to the earlier number for 7 days after the phone number changed', async () => {
    const profile = (await gerda.get('/api/profile/profiles/me')).json() as Profile;
    expect(
      (await gerda.put('/api/profile/profiles/me', { ...asUpdate(profile), phoneNumber: '+31612345677' }))
        .statusCode,
    ).toBe(204);
    // Changed again within those days: the number from before the first change stays the earlier one.
    clock.set(NOW + 2 * DAY);
    expect(
      (await gerda.put('/api/profile/profiles/me', { ...asUpdate(profile), phoneNumber: '+31612345678' }))
        .statusCode,
    ).toBe(204);
    const asked = (await ask(gerda.sub)).json() as Delegation;
    const sms = await lastSms();
    expect(sms.to).toBe('+31612345601');
    expect(sms.body).toContain('Je telefoonnummer is kort geleden gewijzigd');
    expect((await activate(asked.id, codeOf(sms.body))).statusCode).toBe(200);
    await gerda.del(`${D}/${asked.id}`);

    // A week after the last change, the new number is the one.
    clock.set(NOW + 9 * DAY + HOUR);
    (await ask(gerda.sub)).json();
    const later = await lastSms();
    expect(later.to).toBe('+31612345678');
    expect(later.body).not.toContain('gewijzigd');
  });

  it('counts wrong codes across new codes: ten in a day lock the pair until that day has passed', async () => {
    clock.set(NOW + 20 * DAY);
    const asked = (await ask(marieke.sub)).json() as Delegation;
    const first = codeOf((await lastSms()).body);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await activate(asked.id, otherThan(first))).statusCode).toBe(400);
    }
    // The first code is used up; a new one (a renewal) does not start the count again.
    clock.set(NOW + 20 * DAY + 10 * 60_000);
    expect((await jan.put(`${D}/${asked.id}`)).statusCode).toBe(200);
    const second = codeOf((await lastSms()).body);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await activate(asked.id, otherThan(second))).statusCode).toBe(400);
    }
    const tenth = await activate(asked.id, otherThan(second));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toMatchObject({ code: 'DELEGATION_LOCKED' });
    expect((tenth.json() as { message: string }).message).toMatch(
      /^Er is te vaak een verkeerde code ingevuld\. Vraag na morgen 10:00 een nieuwe code aan\.$/,
    );
    // Locked: no code is checked, none is sent — neither on this request nor on a new one.
    expect((await activate(asked.id, second)).statusCode).toBe(429);
    const before = await smsCount();
    expect((await jan.put(`${D}/${asked.id}`)).statusCode).toBe(429);
    expect((await ask(marieke.sub)).statusCode).toBe(429);
    expect(await smsCount()).toBe(before);

    // A day after the first of those wrong codes the delegate asks again, and the new code works.
    clock.set(NOW + 21 * DAY + 1000);
    const again = (await ask(marieke.sub)).json() as Delegation;
    expect((await activate(again.id, codeOf((await lastSms()).body))).statusCode).toBe(200);
    await marieke.del(`${D}/${again.id}`);
  });

  it('sends at most 3 codes an hour for a pair', async () => {
    clock.set(NOW + 30 * DAY);
    const asked = (await ask(henk.sub)).json() as Delegation;
    clock.set(NOW + 30 * DAY + 60_000);
    expect((await jan.put(`${D}/${asked.id}`)).statusCode).toBe(200);
    expect((await jan.put(`${D}/${asked.id}`)).statusCode).toBe(200);
    const before = await smsCount();
    const fourth = await jan.put(`${D}/${asked.id}`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'TOO_MANY_CODES',
      message: 'Er zijn het afgelopen uur al 3 codes gestuurd. Vraag na 11:00 een nieuwe code aan.',
    });
    // A new request for the pair counts the same.
    expect((await ask(henk.sub)).statusCode).toBe(429);
    expect(await smsCount()).toBe(before);
    clock.set(NOW + 30 * DAY + HOUR + 1000);
    expect((await jan.put(`${D}/${asked.id}`)).statusCode).toBe(200);
    await jan.del(`${D}/${asked.id}`);
  });

  it('sends at most 10 SMS a day to one number, whoever sent them', async () => {
    const start = NOW + 40 * DAY;
    clock.set(start);
    // Nine messages to Ingrid's number from elsewhere in the last day; the tenth is Jan's first code.
    for (let index = 0; index < 9; index++) {
      await db.execute(sql`insert into platform.sms_messages ("to", body, status, created_at)
        values ('+31612345605', 'Eerder bericht', 'KEPT', ${new Date(start - 20 * HOUR + index * 60_000).toISOString()})`);
    }
    const asked = await ask(ingrid.sub);
    expect(asked.statusCode).toBe(201);
    const { id } = asked.json() as Delegation;
    const before = await smsCount();
    const events = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from delegation.code_events where delegation_id = ${id}`,
        )
      )[0]!.n;
    const eventsBefore = await events();
    const over = await jan.put(`${D}/${id}`);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'TOO_MANY_SMS',
      message:
        'Naar dit telefoonnummer zijn het afgelopen etmaal al te veel berichten gestuurd. Probeer het na 14:00 opnieuw.',
    });
    expect(await smsCount()).toBe(before);
    expect(await events()).toBe(eventsBefore);
    // Twenty hours after the first of them it drops out of the day.
    clock.set(start + 4 * HOUR + 1000);
    expect((await jan.put(`${D}/${id}`)).statusCode).toBe(200);
    await jan.del(`${D}/${id}`);
  });

  it('lets one delegate make at most 5 accounts for others a day', async () => {
    const start = NOW + 50 * DAY;
    clock.set(start);
    const person = (index: number) =>
      newDelegatorForm({
        lastName: `Nummer ${index}`,
        email: `truus-${index}@example.nl`,
        phoneNumber: `06 123457${String(index).padStart(2, '0')}`,
      });
    for (let index = 0; index < 5; index++) {
      clock.set(start + index * 60_000);
      expect((await jan.post('/api/profile/delegators', person(index))).statusCode).toBe(201);
    }
    const sixth = await jan.post('/api/profile/delegators', person(5));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_ACCOUNTS' });
    expect((sixth.json() as { message: string }).message).toContain('Probeer het na morgen 10:00 opnieuw.');
    const made = await rows<{ n: number }>(
      sql`select count(*)::int as n from identity.accounts where email = 'truus-5@example.nl'`,
    );
    expect(made[0]!.n).toBe(0);
    clock.set(start + DAY + 1000);
    expect((await jan.post('/api/profile/delegators', person(5))).statusCode).toBe(201);
    const mine = (await jan.get(`${D}?delegate=me`)).json() as DelegationList;
    expect(mine.data.filter((item) => item.delegator.firstName === 'Truus')).toHaveLength(6);
  });

  it('stops answering a calendar feed made while acting once that delegation ends', async () => {
    clock.set(NOW + 60 * DAY);
    const made = (await bart.post(D, { delegateRef: jan.sub, delegatorRef: henk.sub })).json() as Delegation;
    const asHenk = callerFor(t.app, jan.token, { 'x-delegator': henk.sub });
    const feed = await asHenk.post('/api/planner/users/me/calendar-feed');
    expect(feed.statusCode).toBe(201);
    const feedPath = new URL((feed.json() as { url: string }).url).pathname;
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expect((await henk.del(`${D}/${made.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
    // A feed Henk makes himself is his own and keeps answering.
    const own = await henk.post('/api/planner/users/me/calendar-feed');
    const ownPath = new URL((own.json() as { url: string }).url).pathname;
    expect((await t.app.inject({ method: 'GET', url: ownPath })).statusCode).toBe(200);
  });
});
