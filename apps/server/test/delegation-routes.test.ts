import { describe, expect, it } from 'vitest';
import type { Delegation } from '@achterhoek/contracts';
import type { Caller } from './profile-helpers.js';
import { useDelegationPeople } from './support/delegations.js';
import { useTestApp } from './support/app.js';

// X-Delegator on every service (DESIGN.md §4): the cases come from the app's own route table, so a new
// endpoint cannot be left out. A delegate with an active delegation acts as the delegator; the header
// from anybody else — no delegate role, no delegation from that person, a delegation ended — is 403.
describe('acting for somebody on every endpoint', () => {
  /** Every authenticated API route, its path parameters filled in. */
  const apiRoutes = () =>
    t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.endpoint && !route.endpoint.public)
      .filter((route) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method))
      .map((route) => ({
        method: route.method,
        url: route.url.replace(/:(\w+)\??/g, '1'),
        streams: route.endpoint!.produces === 'text/event-stream',
      }));
  const callAs = (caller: Caller, delegatorId: string, route: { method: string; url: string }) =>
    caller.call({
      method: route.method as 'GET',
      url: route.url,
      headers: { 'x-delegator': delegatorId },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  const t = useTestApp();
  const [jan, gerda, marieke, bart] = useDelegationPeople(t);

  it('refuses the header on every endpoint without the delegate role, or with a delegation not activated', async () => {
    // Jan has asked to act for Marieke, but the code was never entered: that is no delegation yet.
    expect(
      (await jan.post('/api/profile/delegations', { delegateRef: 'me', delegatorRef: marieke.sub }))
        .statusCode,
    ).toBe(201);
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const noRole = await callAs(marieke, gerda.sub, route);
      expect(noRole.statusCode, `${route.method} ${route.url} without the delegate role`).toBe(403);
      const notDelegated = await callAs(jan, marieke.sub, route);
      expect(notDelegated.statusCode, `${route.method} ${route.url} with a delegation not activated`).toBe(
        403,
      );
    }
  });

  it('lets an active delegate through on every endpoint, and refuses again once it is revoked', async () => {
    const delegation = (
      await bart.post('/api/profile/delegations', { delegateRef: jan.sub, delegatorRef: gerda.sub })
    ).json() as Delegation;
    const routes = apiRoutes();
    // The live event stream stays open for as long as it is read: its refusal is checked above.
    const gets = routes.filter((candidate) => candidate.method === 'GET' && !candidate.streams);
    for (const route of gets) {
      const response = await callAs(jan, gerda.sub, route);
      // Whatever the endpoint answers for Gerda (her data, a 404, a 400 for a made-up id, 403 for an
      // admin's page) — it is never the refusal of the delegation itself.
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      if (response.statusCode === 403) {
        expect((response.json() as { code?: string }).code, `${route.method} ${route.url}`).not.toBe(
          'DELEGATION',
        );
      }
    }
    await gerda.del(`/api/profile/delegations/${delegation.id}`);
    for (const route of gets.slice(0, 20)) {
      expect((await callAs(jan, gerda.sub, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
