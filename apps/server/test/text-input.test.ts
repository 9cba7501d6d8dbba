import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@achterhoek/contracts';
import { useTestApp } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { asUpdate, P } from './profile-helpers.js';
import { C, send } from './communicator-helpers.js';
import { postForm } from './support/forms.js';

/**
 * Text no person types: a NUL (which PostgreSQL cannot store, so it used to end in a 500), other control
 * characters, half a surrogate pair, or only spaces. Every call answers 400 naming the field, and stores
 * nothing; anonymous calls included.
 */
describe('text and numbers a call cannot take', () => {
  let profile: Profile;

  const t = useTestApp();
  const [gerda, henk] = useDemoUsers(t, 'gerda', 'henk');
  beforeAll(async () => {
    profile = (await gerda.get(`${P}/profiles/me`)).json() as Profile;
  });

  it.each([
    ['a NUL', 'Ger\u0000da', 'contains a control character'],
    ['an escape character', 'Ger\u001bda', 'contains a control character'],
    ['half a surrogate pair', 'Ger\ud800da', 'contains an unpaired surrogate'],
    // The name schema trims, so only spaces is too short rather than only whitespace: 400 either way.
    ['only spaces', '   ', 'Too small'],
  ])('refuses a profile name with %s and keeps the profile', async (_what, firstName, problem) => {
    const response = await gerda.put(`${P}/profiles/me`, { ...asUpdate(profile), firstName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION', fields: ['body.firstName'] });
    expect((response.json() as { message: string }).message).toContain(`body.firstName: ${problem}`);
    expect(((await gerda.get(`${P}/profiles/me`)).json() as Profile).firstName).toBe(profile.firstName);
  });

  it('takes tabs, line breaks and emoji in a message', async () => {
    const response = await send(gerda, henk.sub, 'Tot morgen!\n\tGroet 👋', 'urn:nb:cm:chat:9001');
    expect(response.statusCode).toBe(201);
  });

  it('refuses a NUL in a message and in a query, naming the field', async () => {
    const message = await send(gerda, henk.sub, 'Hoi\u0000', 'urn:nb:cm:chat:9002');
    expect(message.statusCode).toBe(400);
    expect(message.json()).toMatchObject({ fields: ['body.body'] });
    const query = await gerda.get(
      `${C}/conversations?context=${encodeURIComponent('urn:nb:rs:ride:1\u0000')}`,
    );
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ fields: ['querystring.context'] });
  });

  it.each([
    {
      call: 'the Mollie webhook',
      url: '/api/banker/mollie-webhook',
      payload: `id=${encodeURIComponent('tr_\u0000abc')}`,
    },
    {
      call: 'the simulator page',
      url: '/api/banker/simulator/payments/sim_abc',
      payload: `outcome=${encodeURIComponent('paid\u0000')}`,
    },
  ])('answers 400, not 500, to an anonymous call with a NUL: $call', async ({ url, payload }) => {
    const response = await postForm(t.app, url, payload);
    expect(response.statusCode).toBe(400);
  });

  it('refuses offsets and ids beyond what the database counts', async () => {
    const offset = await gerda.get(`${P}/profiles/me/places?offset=99999999999`);
    expect(offset.statusCode).toBe(400);
    expect(offset.json()).toMatchObject({ fields: ['querystring.offset'] });
    expect((await gerda.del(`${P}/profiles/me/places/3000000000`)).statusCode).toBe(400);
    expect((await gerda.get(`${C}/conversations/3000000000`)).statusCode).toBe(400);
  });

  it("answers the router's own refusals in the API's shape: a parameter too long, a malformed URL", async () => {
    const long = await gerda.get(`${P}/profiles/${'x'.repeat(600)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: 414, code: 'FST_ERR_MAX_PARAM_LENGTH' });
    const malformed = await gerda.get(`${P}/profiles/%E0%A4%A`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 400, code: 'FST_ERR_BAD_URL' });
  });
});
