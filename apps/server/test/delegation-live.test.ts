import { beforeAll, describe, expect, it } from 'vitest';
import { send } from './communicator-helpers.js';
import { listen, openStream, type LiveEvent } from './live-helpers.js';
import { demoUser } from './profile-helpers.js';
import { useTestApp } from './support/app.js';
import { delegationByAdmin } from './support/delegations.js';
import { useDemoUsers } from './support/callers.js';
import { secondInstanceApp } from './test-app.js';

// Issue 26: a delegate's open live stream for somebody ends when that delegation ends, on every
// instance at once, and hears nothing of the person's messages after.
const D = '/api/profile/delegations';

describe('delegation: live streams end with the delegation', () => {
  let baseUrl: string;

  const t = useTestApp();
  const [jan, gerda, henk, bart] = useDemoUsers(t, 'jan', 'gerda', 'henk', 'beheer');
  beforeAll(async () => {
    baseUrl = await listen(t);
  });

  /** An admin makes Jan Gerda's delegate (active at once). */
  const delegateJan = () => delegationByAdmin(bart, jan, gerda);
  const isMessage = (body: string) => (event: LiveEvent) =>
    event.event === 'message-received' && (event.data as { body: string }).body === body;

  it('ends the stream a delegate opened for the person when she revokes, and nothing reaches it after', async () => {
    const delegation = await delegateJan();
    const acting = await openStream(baseUrl, jan.token, { 'x-delegator': gerda.sub });
    expect(acting.response.status).toBe(200);
    const own = await openStream(baseUrl, jan.token);
    const hers = await openStream(baseUrl, gerda.token);
    await Promise.all([acting, own, hers].map((stream) => stream.waitFor((e) => e.event === 'unread-count')));

    await send(henk, gerda.sub, 'Voor Gerda, nog gedeeld');
    await acting.waitFor(isMessage('Voor Gerda, nog gedeeld'));

    expect((await gerda.del(`${D}/${delegation.id}`)).statusCode).toBe(204);
    expect(await acting.ended).toBe(true);
    await send(henk, gerda.sub, 'Voor Gerda alleen');
    await hers.waitFor(isMessage('Voor Gerda alleen'));
    expect(acting.events.some(isMessage('Voor Gerda alleen'))).toBe(false);
    // Jan's own stream and Gerda's stay open.
    await send(henk, jan.sub, 'Voor Jan zelf');
    await own.waitFor(isMessage('Voor Jan zelf'));
    own.close();
    hers.close();
  });

  it.runIf(process.env.DATABASE_URL)(
    'ends a stream opened on instance B when the delegator revokes on instance A',
    async () => {
      const second = await secondInstanceApp(t);
      try {
        const secondUrl = await listen(second);
        const janThere = await demoUser(second, 'jan@example.nl');
        const delegation = await delegateJan();
        const acting = await openStream(secondUrl, janThere.token, { 'x-delegator': gerda.sub });
        expect(acting.response.status).toBe(200);
        await acting.waitFor((e) => e.event === 'unread-count');
        const hers = await openStream(secondUrl, gerda.token);
        await hers.waitFor((e) => e.event === 'unread-count');

        expect((await gerda.del(`${D}/${delegation.id}`)).statusCode).toBe(204);
        expect(await acting.ended).toBe(true);
        await send(henk, gerda.sub, 'Na het intrekken');
        await hers.waitFor(isMessage('Na het intrekken'));
        expect(acting.events.some(isMessage('Na het intrekken'))).toBe(false);
        hers.close();
      } finally {
        await second.app.close();
      }
    },
  );
});
