import { describe, expect, it } from 'vitest';
import type { CreatePlaceRequest, PagedPlacesSchema } from '@achterhoek/contracts';
import type { z } from 'zod';
import { useTestApp } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { demoUser, newUser, P, type Caller } from './profile-helpers.js';

type PagedPlaces = z.infer<typeof PagedPlacesSchema>;

const station: CreatePlaceRequest = {
  ref: 'here:pds:place:528u1hcr-station-winterswijk',
  label: 'Station Winterswijk',
  name: 'Station',
  category: 'railway-station',
  favorite: true,
  street: 'Stationsstraat',
  houseNumber: '1',
  postalCode: '7101 HA',
  locality: 'Winterswijk',
  countryCode: 'nl',
  location: { type: 'Point', coordinates: [6.7253, 51.9667] },
};

describe('favourite places', () => {
  const t = useTestApp();
  const [gerda, henk] = useDemoUsers(t, 'gerda', 'henk');

  const list = async (caller: Caller, query = '') =>
    (await caller.get(`${P}/profiles/me/places${query}`)).json() as PagedPlaces;

  it('saves a place, lists it, and removes it', async () => {
    expect(await list(gerda)).toEqual({ totalCount: 0, offset: 0, count: 0, data: [] });
    const created = await gerda.post(`${P}/profiles/me/places`, station);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(created.headers.location).toBe(`${P}/profiles/${gerda.sub}/places/${id}`);

    const page = await list(gerda);
    expect(page).toMatchObject({ totalCount: 1, count: 1 });
    // Stored as sent, with the country code in capitals and no state.
    expect(page.data[0]).toEqual({ id, ...station, countryCode: 'NL', stateCode: null });
    // By own id too.
    expect(((await gerda.get(`${P}/profiles/${gerda.sub}/places`)).json() as PagedPlaces).count).toBe(1);

    const removed = await gerda.del(`${P}/profiles/me/places/${id}`);
    expect(removed.statusCode).toBe(204);
    expect((await list(gerda)).totalCount).toBe(0);
    expect((await gerda.del(`${P}/profiles/me/places/${id}`)).statusCode).toBe(404);
  });

  it('answers 409 for a second place with the same ref, but allows places without ref', async () => {
    expect((await henk.post(`${P}/profiles/me/places`, station)).statusCode).toBe(201);
    const duplicate = await henk.post(`${P}/profiles/me/places`, { ...station, name: 'Nog eens' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ status: 409, message: 'Place already exists' });
    const { ref: _ref, ...withoutRef } = station;
    expect((await henk.post(`${P}/profiles/me/places`, withoutRef)).statusCode).toBe(201);
    expect((await henk.post(`${P}/profiles/me/places`, { ...withoutRef, ref: null })).statusCode).toBe(201);
    expect((await list(henk)).totalCount).toBe(3);
    // Another user may save the same ref.
    const other = await gerda.post(`${P}/profiles/me/places`, station);
    expect(other.statusCode).toBe(201);
    await gerda.del(`${P}/profiles/me/places/${(other.json() as { id: number }).id}`);
  });

  it('pages the list', async () => {
    const page = await list(henk, '?offset=1&maxResults=1');
    expect(page).toMatchObject({ totalCount: 3, offset: 1, count: 1 });
    expect((await henk.get(`${P}/profiles/me/places?maxResults=101`)).statusCode).toBe(400);
  });

  it("answers 404 for deleting somebody else's place and 403 for their list", async () => {
    const henksPlace = (await list(henk)).data[0]!;
    const response = await gerda.del(`${P}/profiles/me/places/${henksPlace.id}`);
    expect(response.statusCode).toBe(404);
    expect((await list(henk)).totalCount).toBe(3);

    expect((await gerda.get(`${P}/profiles/${henk.sub}/places`)).statusCode).toBe(403);
    expect((await gerda.post(`${P}/profiles/${henk.sub}/places`, { ...station, ref: 'x' })).statusCode).toBe(
      403,
    );
    expect((await gerda.del(`${P}/profiles/${henk.sub}/places/${henksPlace.id}`)).statusCode).toBe(403);
    expect((await list(henk)).totalCount).toBe(3);
  });

  it('answers 400 for a bad place and stores nothing', async () => {
    const shortName = await gerda.post(`${P}/profiles/me/places`, { ...station, name: 'ab' });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json()).toMatchObject({ fields: ['body.name'] });
    const badPoint = await gerda.post(`${P}/profiles/me/places`, {
      ...station,
      location: { type: 'Point', coordinates: [200, 52] },
    });
    expect(badPoint.statusCode).toBe(400);
    const noLabel = await gerda.post(`${P}/profiles/me/places`, { ...station, label: '' });
    expect(noLabel.statusCode).toBe(400);
    for (const placeId of ['abc', '0', '2147483648']) {
      const badId = await gerda.del(`${P}/profiles/me/places/${placeId}`);
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toMatchObject({ fields: ['params.placeId'] });
    }
    expect((await list(gerda)).totalCount).toBe(0);
  });

  it('answers 404 for a user without a profile', async () => {
    const stranger = await newUser(t);
    expect((await stranger.get(`${P}/profiles/me/places`)).statusCode).toBe(404);
    expect((await stranger.post(`${P}/profiles/me/places`, station)).statusCode).toBe(404);
  });

  it('keeps at most 100 favourites, also when they are sent at once', async () => {
    // Regression: 150 favourites were stored; the spec keeps 100.
    const marieke = await demoUser(t, 'marieke@example.nl');
    const place = (index: number): CreatePlaceRequest => ({
      ...station,
      ref: `test:place:${index}`,
      label: `Plek ${index}`,
    });
    const answers = await Promise.all(
      Array.from({ length: 110 }, (_, index) => marieke.post(`${P}/profiles/me/places`, place(index))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(100);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 422));
    expect(refused[0]!.json()).toMatchObject({ status: 422, message: 'At most 100 places per profile' });
    expect((await list(marieke)).totalCount).toBe(100);
  });
});
