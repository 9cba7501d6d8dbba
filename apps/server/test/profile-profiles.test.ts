import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_OPTIONS,
  DEFAULT_RIDE_PLAN_OPTIONS,
  DEFAULT_SEARCH_PREFERENCES,
  type PagedPublicProfilesSchema,
  type Profile,
  type PublicProfile,
} from '@achterhoek/contracts';
import type { z } from 'zod';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { asUpdate, newUser, P, registration, userWithProfile } from './profile-helpers.js';

type PagedPublic = z.infer<typeof PagedPublicProfilesSchema>;

describe('profiles', () => {
  // 23:00 in the Netherlands on 13 March, the evening before Gerda's birthday (14 March 1948).
  const { t, clock } = useAppAt('2026-03-13T22:00:00Z');

  const [gerda, henk, admin] = useDemoUsers(t, 'gerda', 'henk', 'beheer');

  describe('demo accounts', () => {
    it('have a complete profile with a home in the Achterhoek after boot', async () => {
      const status = await gerda.get(`${P}/profiles/me/status`);
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ id: gerda.sub, complete: true });

      const response = await gerda.get(`${P}/profiles/me`);
      expect(response.statusCode).toBe(200);
      const profile = response.json() as Profile;
      expect(profile).toMatchObject({
        id: gerda.sub,
        firstName: 'Gerda',
        lastName: 'Wassink',
        email: 'gerda@example.nl',
        userRole: 'passenger',
        actingRole: 'passenger',
        address: { locality: 'Zelhem', countryCode: 'NL', street: expect.any(String) },
        searchPreferences: DEFAULT_SEARCH_PREFERENCES,
        ridePlanOptions: null,
        notificationOptions: DEFAULT_NOTIFICATION_OPTIONS,
      });
      expect(profile.phoneNumber).toMatch(/^\+316\d{8}$/);
      expect(profile.dateOfBirth).toMatch(/^19\d\d-\d\d-\d\d$/);
      expect(profile.age).toBeGreaterThan(60);
      const [lon, lat] = profile.address!.location.coordinates;
      // The Achterhoek: roughly between Doetinchem and Winterswijk.
      expect(lon).toBeGreaterThan(6.2);
      expect(lon).toBeLessThan(6.85);
      expect(lat).toBeGreaterThan(51.85);
      expect(lat).toBeLessThan(52.15);
    });

    // Each travel role: who has it, the acting role, the search preferences, and what else to match.
    it.each([
      ['driver', henk, 'driver', null, { address: { locality: 'Lichtenvoorde' } }],
      ['both', admin, 'passenger', DEFAULT_SEARCH_PREFERENCES, {}],
    ] as const)(
      'have the defaults of their travel role: %s',
      async (userRole, caller, actingRole, searchPreferences, more) => {
        const profile = (await caller.get(`${P}/profiles/me`)).json() as Profile;
        expect(profile).toMatchObject({
          userRole,
          actingRole,
          searchPreferences,
          ridePlanOptions: DEFAULT_RIDE_PLAN_OPTIONS,
          ...more,
        });
      },
    );
  });

  describe('POST /profiles', () => {
    it('answers 404 on the status of a user without a profile, and 401 without a token', async () => {
      const user = await newUser(t);
      const status = await user.get(`${P}/profiles/me/status`);
      expect(status.statusCode).toBe(404);
      expect(status.json()).toMatchObject({ status: 404 });
      const anonymous = await t.app.inject({ method: 'GET', url: `${P}/profiles/me` });
      expect(anonymous.statusCode).toBe(401);
    });

    it("creates the caller's profile with names and e-mail from the token and role defaults", async () => {
      const user = await newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' });
      const response = await user.post(
        `${P}/profiles`,
        registration({ userRole: 'both', phoneNumber: '06 1234 5678', interests: ['fietsen', ' fietsen '] }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.headers.location).toBe(`${P}/profiles/${encodeURIComponent(user.sub)}`);
      const profile = response.json() as Profile;
      expect(profile).toMatchObject({
        id: user.sub,
        firstName: 'Dinand',
        lastName: 'Klein Gunnewiek',
        email: expect.stringMatching(/@example\.nl$/),
        phoneNumber: '+31612345678',
        dateOfBirth: null,
        age: null,
        image: null,
        userRole: 'both',
        actingRole: 'passenger',
        address: { locality: 'Winterswijk', location: { coordinates: [6.71944, 51.9725] } },
        consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
        searchPreferences: DEFAULT_SEARCH_PREFERENCES,
        ridePlanOptions: DEFAULT_RIDE_PLAN_OPTIONS,
        notificationOptions: DEFAULT_NOTIFICATION_OPTIONS,
        interests: ['fietsen'],
        iban: null,
        ibanHolder: null,
      });
      expect(profile.createdTime).toBe(clock.now().toISOString());

      const status = await user.get(`${P}/profiles/me/status`);
      expect(status.json()).toEqual({ id: user.sub, complete: false });
      const readBack = await user.get(`${P}/profiles/me`);
      expect(readBack.json()).toEqual(profile);
    });

    it('prefers names and e-mail in the request, and stores a date of birth (complete)', async () => {
      const user = await newUser(t);
      const response = await user.post(
        `${P}/profiles`,
        registration({
          firstName: 'Anne',
          lastName: 'Eppink',
          email: 'anne@example.nl',
          dateOfBirth: '1990-04-01',
          userRole: 'driver',
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        firstName: 'Anne',
        lastName: 'Eppink',
        email: 'anne@example.nl',
        actingRole: 'driver',
        searchPreferences: null,
        ridePlanOptions: DEFAULT_RIDE_PLAN_OPTIONS,
      });
      expect((await user.get(`${P}/profiles/me/status`)).json()).toEqual({ id: user.sub, complete: true });
    });

    it('reads a phone number for the country of the address', async () => {
      const user = await newUser(t);
      const base = registration();
      const response = await user.post(`${P}/profiles`, {
        ...base,
        phoneNumber: '0170 1234567',
        address: { ...base.address, locality: 'Bocholt', countryCode: 'DE' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ phoneNumber: '+491701234567', address: { countryCode: 'DE' } });
    });

    it('answers 409 when the profile exists', async () => {
      const { user } = await userWithProfile(t);
      const again = await user.post(`${P}/profiles`, registration());
      expect(again.statusCode).toBe(409);
      // Registering when a profile exists answers 409 with the spec's text, the provider's name filled in
      // (spec 000 §8: 'Je bent al geregistreerd bij {provider}.').
      expect(again.json()).toMatchObject({
        status: 409,
        message: 'Je bent al geregistreerd bij Achterhoek Mobiel.',
      });
    });

    it('answers 451 when a consent is missing, and stores nothing', async () => {
      const user = await newUser(t);
      const response = await user.post(
        `${P}/profiles`,
        registration({ consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: false } }),
      );
      expect(response.statusCode).toBe(451);
      expect(response.json()).toMatchObject({ status: 451, message: 'Consent not given' });
      expect((await user.get(`${P}/profiles/me/status`)).statusCode).toBe(404);
    });

    it('answers 422 when names or e-mail are missing (admin creating for somebody else)', async () => {
      const response = await admin.post(`${P}/profiles`, registration({ id: 'extern-1', firstName: 'Riet' }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: 422,
        message: 'Missing email, first name or last name',
      });
      expect((await admin.get(`${P}/profiles/extern-1`)).statusCode).toBe(404);
    });

    it('lets an admin create a profile for somebody else, but nobody else', async () => {
      const created = await admin.post(
        `${P}/profiles`,
        registration({ id: 'extern-2', firstName: 'Riet', lastName: 'Bruggink', email: 'riet@example.nl' }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ id: 'extern-2', firstName: 'Riet' });
      expect((await admin.get(`${P}/profiles/extern-2`)).json()).toMatchObject({ email: 'riet@example.nl' });

      const user = await newUser(t);
      const forbidden = await user.post(`${P}/profiles`, registration({ id: 'extern-3' }));
      expect(forbidden.statusCode).toBe(403);
      expect((await admin.get(`${P}/profiles/extern-3`)).statusCode).toBe(404);
      // Their own id is fine.
      expect((await user.post(`${P}/profiles`, registration({ id: user.sub }))).statusCode).toBe(201);
    });

    it.each([
      ['an invalid phone number', { phoneNumber: '06-1234' }, 'body.phoneNumber'],
      ['a German mobile number with a Dutch address', { phoneNumber: '0170 1234567' }, 'body.phoneNumber'],
      ['a date of birth before 1920', { dateOfBirth: '1919-12-31' }, 'body.dateOfBirth'],
      ['a date of birth in the future', { dateOfBirth: '2999-01-01' }, 'body.dateOfBirth'],
      ['an invalid e-mail address', { email: 'geen-adres' }, 'body.email'],
    ])('answers 400 for %s, naming the field, and stores nothing', async (_what, change, field) => {
      const user = await newUser(t);
      const response = await user.post(`${P}/profiles`, registration(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, fields: [field] });
      expect((response.json() as { message: string }).message).toContain(field);
      expect((await user.get(`${P}/profiles/me/status`)).statusCode).toBe(404);
    });

    it('answers 400 for a request without address or role', async () => {
      const user = await newUser(t);
      const { address: _address, ...withoutAddress } = registration();
      const response = await user.post(`${P}/profiles`, withoutAddress);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: ['body.address'] });
      const badRole = await user.post(`${P}/profiles`, { ...registration(), userRole: 'pilot' });
      expect(badRole.statusCode).toBe(400);
      expect((await user.get(`${P}/profiles/me/status`)).statusCode).toBe(404);
    });
  });

  describe('GET /profiles/{id}', () => {
    it("refuses somebody else's whole profile, but shows its public part", async () => {
      const forbidden = await henk.get(`${P}/profiles/${gerda.sub}`);
      expect(forbidden.statusCode).toBe(403);

      const response = await henk.get(`${P}/profiles/${gerda.sub}?public=true`);
      expect(response.statusCode).toBe(200);
      const view = response.json() as PublicProfile & Record<string, unknown>;
      expect(view).toMatchObject({
        id: gerda.sub,
        firstName: 'Gerda',
        lastName: 'Wassink',
        userRole: 'passenger',
      });
      expect(view.age).toBeGreaterThan(60);
      for (const field of [
        'email',
        'phoneNumber',
        'address',
        'iban',
        'ibanHolder',
        'dateOfBirth',
        'consent',
      ]) {
        expect(view).not.toHaveProperty(field);
      }
    });

    it('shows the whole profile to its owner (by id or URN) and to an admin', async () => {
      const own = await gerda.get(`${P}/profiles/${gerda.sub}`);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ email: 'gerda@example.nl' });
      const byUrn = await gerda.get(`${P}/profiles/urn:nb:pf:user:${gerda.sub}`);
      expect(byUrn.json()).toMatchObject({ id: gerda.sub, email: 'gerda@example.nl' });
      const byAdmin = await admin.get(`${P}/profiles/urn:nb:kc:user:${gerda.sub}`);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json()).toMatchObject({ email: 'gerda@example.nl', phoneNumber: expect.any(String) });
    });

    it('answers 404 for an unknown profile', async () => {
      const response = await gerda.get(`${P}/profiles/bestaat-niet?public=true`);
      expect(response.statusCode).toBe(404);
      expect((await admin.get(`${P}/profiles/bestaat-niet`)).statusCode).toBe(404);
    });
  });

  describe('PUT /profiles/me', () => {
    it('replaces the profile, normalising phone and IBAN, but never the e-mail address or id', async () => {
      const { user, profile } = await userWithProfile(t);
      const response = await user.put(
        `${P}/profiles/me`,
        asUpdate(profile, {
          id: 'iemand-anders',
          email: 'ander@example.nl',
          firstName: 'Berend',
          lastName: 'Te Lintelo',
          phoneNumber: '0543 123 456',
          dateOfBirth: '1950-02-28',
          iban: 'nl91 abna 0417 1643 00',
          ibanHolder: 'B. te Lintelo',
          interests: ['schaken'],
          notificationOptions: { ...DEFAULT_NOTIFICATION_OPTIONS, shoutouts: false },
        }),
      );
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const readBack = (await user.get(`${P}/profiles/me`)).json() as Profile;
      expect(readBack).toMatchObject({
        id: user.sub,
        email: profile.email,
        firstName: 'Berend',
        lastName: 'Te Lintelo',
        phoneNumber: '+31543123456',
        dateOfBirth: '1950-02-28',
        iban: 'NL91ABNA0417164300',
        ibanHolder: 'B. te Lintelo',
        interests: ['schaken'],
        notificationOptions: { shoutouts: false },
        createdTime: profile.createdTime,
      });
      expect((await user.get(`${P}/profiles/me/status`)).json()).toEqual({ id: user.sub, complete: true });
    });

    it.each([
      ['an invalid phone number', { phoneNumber: '12345' }, 'body.phoneNumber'],
      ['an invalid IBAN', { iban: 'NL91ABNA0417164301', ibanHolder: 'X' }, 'body.iban'],
      ['an IBAN without holder', { iban: 'NL91ABNA0417164300', ibanHolder: null }, 'body.ibanHolder'],
      ['a date of birth in the future', { dateOfBirth: '2999-12-31' }, 'body.dateOfBirth'],
      ['a date of birth before 1920', { dateOfBirth: '1900-01-01' }, 'body.dateOfBirth'],
      ['no home address', { address: null }, 'body.address'],
    ])('answers 400 for %s, naming the field, and changes nothing', async (_what, change, field) => {
      const { user, profile } = await userWithProfile(t);
      const response = await user.put(
        `${P}/profiles/me`,
        asUpdate(profile, { firstName: 'Anders', ...change }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, fields: [field] });
      expect((await user.get(`${P}/profiles/me`)).json()).toEqual(profile);
    });

    it('answers 400 for a malformed date and an unknown field', async () => {
      const { user, profile } = await userWithProfile(t);
      const badDate = await user.put(`${P}/profiles/me`, asUpdate(profile, { dateOfBirth: '31-12-1950' }));
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json()).toMatchObject({ fields: ['body.dateOfBirth'] });
      const unknown = await user.put(`${P}/profiles/me`, { ...asUpdate(profile), password: 'x' });
      expect(unknown.statusCode).toBe(400);
      expect((await user.get(`${P}/profiles/me`)).json()).toEqual(profile);
    });

    it("refuses to change somebody else's profile, even for an admin", async () => {
      const { profile } = await userWithProfile(t);
      const response = await admin.put(
        `${P}/profiles/${profile.id}`,
        asUpdate(profile, { firstName: 'Gehackt' }),
      );
      expect(response.statusCode).toBe(403);
      const byGerda = await gerda.put(
        `${P}/profiles/${profile.id}`,
        asUpdate(profile, { firstName: 'Gehackt' }),
      );
      expect(byGerda.statusCode).toBe(403);
      expect((await admin.get(`${P}/profiles/${profile.id}`)).json()).toMatchObject({ firstName: 'Dinand' });
    });

    it('answers 404 without a profile and 451 when consent is withdrawn', async () => {
      const { user, profile } = await userWithProfile(t);
      const withdrawn = await user.put(
        `${P}/profiles/me`,
        asUpdate(profile, { consent: { ...profile.consent, acceptedTerms: false } }),
      );
      expect(withdrawn.statusCode).toBe(451);
      const stranger = await newUser(t);
      expect((await stranger.put(`${P}/profiles/me`, asUpdate(profile))).statusCode).toBe(404);
    });

    it('fills ride preferences when a passenger becomes a driver, and keeps the chosen acting role for both', async () => {
      const { user, profile } = await userWithProfile(t, { userRole: 'passenger' });
      expect(profile).toMatchObject({ ridePlanOptions: null, actingRole: 'passenger' });
      const customSearch = { ...DEFAULT_SEARCH_PREFERENCES, numPassengers: 2 };

      const toDriver = await user.put(
        `${P}/profiles/me`,
        asUpdate(profile, { userRole: 'driver', actingRole: 'passenger', searchPreferences: customSearch }),
      );
      expect(toDriver.statusCode).toBe(204);
      const driver = (await user.get(`${P}/profiles/me`)).json() as Profile;
      expect(driver).toMatchObject({
        userRole: 'driver',
        actingRole: 'driver',
        ridePlanOptions: DEFAULT_RIDE_PLAN_OPTIONS,
        searchPreferences: customSearch,
      });

      const toBoth = await user.put(
        `${P}/profiles/me`,
        asUpdate(driver, { userRole: 'both', actingRole: 'driver', searchPreferences: null }),
      );
      expect(toBoth.statusCode).toBe(204);
      const both = (await user.get(`${P}/profiles/me`)).json() as Profile;
      expect(both).toMatchObject({ userRole: 'both', actingRole: 'driver', searchPreferences: customSearch });

      // Switching tabs as `both` keeps what was chosen; leaving it out keeps the current acting role.
      const { actingRole: _acting, ...withoutActing } = asUpdate(both);
      expect((await user.put(`${P}/profiles/me`, withoutActing)).statusCode).toBe(204);
      expect((await user.get(`${P}/profiles/me`)).json()).toMatchObject({ actingRole: 'driver' });
    });

    it('fills search preferences when a driver becomes both, acting as passenger by default', async () => {
      const { user, profile } = await userWithProfile(t, { userRole: 'driver' });
      expect(profile).toMatchObject({ searchPreferences: null, actingRole: 'driver' });
      const { actingRole: _acting, ...change } = asUpdate(profile, { userRole: 'both' });
      expect((await user.put(`${P}/profiles/me`, change)).statusCode).toBe(204);
      expect((await user.get(`${P}/profiles/me`)).json()).toMatchObject({
        userRole: 'both',
        actingRole: 'passenger',
        searchPreferences: DEFAULT_SEARCH_PREFERENCES,
        ridePlanOptions: DEFAULT_RIDE_PLAN_OPTIONS,
      });
    });
  });

  describe('GET /profiles (search)', () => {
    beforeAll(async () => {
      await userWithProfile(t, { userRole: 'driver' }, { givenName: 'José', familyName: 'Müller' });
      await userWithProfile(t, { userRole: 'both' }, { givenName: 'Özlem', familyName: 'Çelik' });
    });

    it('finds public profiles by part of the name, ignoring case and accents', async () => {
      const response = await gerda.get(`${P}/profiles?text=wassink`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as PagedPublic;
      expect(page).toMatchObject({ totalCount: 1, offset: 0, count: 1 });
      expect(page.data[0]).toEqual({
        id: gerda.sub,
        firstName: 'Gerda',
        lastName: 'Wassink',
        image: null,
        age: expect.any(Number),
        userRole: 'passenger',
        interests: expect.any(Array),
      });

      const muller = (
        await gerda.get(`${P}/profiles?text=${encodeURIComponent('JOSE muller')}`)
      ).json() as PagedPublic;
      expect(muller.data.map((profile) => profile.lastName)).toEqual(['Müller']);
      const celik = (await gerda.get(`${P}/profiles?text=ozlem%20CELIK`)).json() as PagedPublic;
      expect(celik.data.map((profile) => profile.firstName)).toEqual(['Özlem']);
      const accented = (
        await gerda.get(`${P}/profiles?text=${encodeURIComponent('Müll')}`)
      ).json() as PagedPublic;
      expect(accented.totalCount).toBe(1);
    });

    it('filters by role: driver matches drivers and both, both only both', async () => {
      const drivers = (
        await gerda.get(`${P}/profiles?text=e&role=driver&maxResults=100`)
      ).json() as PagedPublic;
      expect(drivers.data.length).toBeGreaterThan(0);
      expect(drivers.data.every((profile) => profile.userRole !== 'passenger')).toBe(true);
      expect(drivers.data.map((profile) => profile.firstName)).toEqual(
        expect.arrayContaining(['Henk', 'José']),
      );
      const both = (await gerda.get(`${P}/profiles?text=e&role=BOTH&maxResults=100`)).json() as PagedPublic;
      expect(both.data.every((profile) => profile.userRole === 'both')).toBe(true);
      const passengers = (await gerda.get(`${P}/profiles?text=gerda&role=passenger`)).json() as PagedPublic;
      expect(passengers.totalCount).toBe(1);
      const noDrivers = (await gerda.get(`${P}/profiles?text=gerda&role=driver`)).json() as PagedPublic;
      expect(noDrivers.totalCount).toBe(0);
    });

    it('pages, and treats % and _ as plain characters', async () => {
      const first = (await gerda.get(`${P}/profiles?text=e&maxResults=2`)).json() as PagedPublic;
      expect(first.count).toBe(2);
      expect(first.totalCount).toBeGreaterThan(2);
      const second = (await gerda.get(`${P}/profiles?text=e&maxResults=2&offset=2`)).json() as PagedPublic;
      expect(second.offset).toBe(2);
      expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
      const wildcard = (await gerda.get(`${P}/profiles?text=%25`)).json() as PagedPublic;
      expect(wildcard.totalCount).toBe(0);
    });

    it('needs a text and a token', async () => {
      expect((await gerda.get(`${P}/profiles`)).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: `${P}/profiles?text=gerda` })).statusCode).toBe(401);
    });
  });

  describe("the app's clock", () => {
    it('counts ages and the latest date of birth from today in the Netherlands', async () => {
      const ageOfGerda = async () => ((await gerda.get(`${P}/profiles/me`)).json() as Profile).age;
      const { user, profile } = await userWithProfile(t);
      const bornOn = (dateOfBirth: string) =>
        user.put(`${P}/profiles/me`, asUpdate(profile, { dateOfBirth }));

      expect(await ageOfGerda()).toBe(77);
      expect((await bornOn('2026-03-14')).statusCode).toBe(400);

      // Midnight in the Netherlands, still 23:00 in UTC.
      clock.advance(60 * 60_000);
      expect(await ageOfGerda()).toBe(78);
      expect((await bornOn('2026-03-14')).statusCode).toBe(204);
      expect((await bornOn('2026-03-15')).statusCode).toBe(400);
    });
  });
});
