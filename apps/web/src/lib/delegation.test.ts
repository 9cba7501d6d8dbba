import {
  communicatorEndpoints,
  endpointPath,
  plannerEndpoints,
  profileEndpoints,
  type EndpointDefinition,
} from '@achterhoek/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent } from '../test/fakeApi';
import { call } from './call';
import {
  DELEGATOR_HEADER,
  actingDelegatorId,
  isOwnCall,
  setActingDelegator,
  subscribeActingDelegator,
  takeRefusal,
} from './delegation';
import { configureHttp, request } from './http';

const GERDA = 'user-7';

describe('acting for a delegator', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = configureHttp({ getAccessToken: () => 'token-123' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    restore();
    // Each test starts as the user themselves (the setup empties the storage, not the refusal mark).
    takeRefusal();
  });

  it('remembers the choice on the device and tells the listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeActingDelegator(listener);
    setActingDelegator(GERDA);
    expect(localStorage.getItem('achterhoek.delegatorId')).toBe(GERDA);
    expect(actingDelegatorId()).toBe(GERDA);
    expect(listener).toHaveBeenCalledTimes(1);

    // The same choice again is no change.
    setActingDelegator(GERDA);
    expect(listener).toHaveBeenCalledTimes(1);

    setActingDelegator(null);
    expect(localStorage.getItem('achterhoek.delegatorId')).toBeNull();
    expect(actingDelegatorId()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('sends X-Delegator on every call while acting, and nothing while not', async () => {
    const api = mockApi({
      'GET /api/communicator/users/me': { managedIdentity: GERDA, unreadMessageCount: 2 },
      'GET /api/planner/trips/5/calendar': () => new Response('BEGIN:VCALENDAR', { status: 200 }),
    });
    await call(communicatorEndpoints.user);
    expect(callsTo(api, 'GET', '/api/communicator/users/me')[0]!.headers.has(DELEGATOR_HEADER)).toBe(false);

    setActingDelegator(GERDA);
    await call(communicatorEndpoints.user);
    await call(profileEndpoints.profileStatus);
    // Calls that go around call() (the calendar file) carry it too.
    await request('/api/planner/trips/5/calendar', { headers: { Accept: 'text/calendar' } });

    const [, acting] = callsTo(api, 'GET', '/api/communicator/users/me');
    expect(acting!.headers.get(DELEGATOR_HEADER)).toBe(GERDA);
    expect(acting!.headers.get('Authorization')).toBe('Bearer token-123');
    const [status] = callsTo(api, 'GET', '/api/profile/profiles/me/status');
    expect(status!.headers.get(DELEGATOR_HEADER)).toBe(GERDA);
    const [calendar] = callsTo(api, 'GET', '/api/planner/trips/5/calendar');
    expect(calendar!.headers.get(DELEGATOR_HEADER)).toBe(GERDA);
  });

  it('never sends it on the delegation calls, the push token, the push subscription or public calls', async () => {
    const delegation = { id: 3 };
    const api = mockApi({
      'GET /api/profile/delegations': { totalCount: 0, offset: 0, count: 0, data: [] },
      'POST /api/profile/delegations/3/activations': () => apiError(404, 'Not found'),
      'PUT /api/communicator/users/me/fcm-token': noContent,
      'POST /api/communicator/users/me/push-subscription': noContent,
    });
    setActingDelegator(GERDA);

    await call(profileEndpoints.delegations, { query: { delegate: 'me' } });
    await call(profileEndpoints.activateDelegation, {
      params: { delegationId: delegation.id },
      body: { activationCode: '123456' },
    }).catch(() => undefined);
    await call(communicatorEndpoints.fcmToken, { body: { token: 'device-token' } }).catch(() => undefined);
    await call(communicatorEndpoints.savePushSubscription, {
      body: { endpoint: 'https://push.test/1', expirationTime: null, keys: { p256dh: 'k', auth: 'a' } },
    }).catch(() => undefined);
    await call(profileEndpoints.version);

    const sent = api.mock.calls.map(([input, init]) => ({
      url: String(input),
      delegator: new Headers(init?.headers).get(DELEGATOR_HEADER),
    }));
    expect(sent).toHaveLength(5);
    expect(sent.filter((one) => one.delegator !== null)).toEqual([]);
  });

  it('knows which endpoints of the contracts go as the user themselves', () => {
    const path = (endpoint: EndpointDefinition, params?: Record<string, unknown>) =>
      endpointPath(endpoint, params);
    const own = [
      path(profileEndpoints.delegation, { delegationId: 3 }),
      path(profileEndpoints.createDelegation),
      path(profileEndpoints.renewDelegationCode, { delegationId: 3 }),
      path(profileEndpoints.revokeDelegation, { delegationId: 3 }),
      path(profileEndpoints.delegations),
      path(profileEndpoints.activateDelegation, { delegationId: 3 }),
      path(communicatorEndpoints.fcmToken),
      path(communicatorEndpoints.savePushSubscription),
      path(communicatorEndpoints.deletePushSubscription),
    ];
    for (const one of own) expect(isOwnCall(one), one).toBe(true);

    const forTheDelegator = [
      path(profileEndpoints.profile, { profileId: 'me' }),
      path(profileEndpoints.profileStatus),
      path(profileEndpoints.searchProfiles),
      path(communicatorEndpoints.user),
      path(communicatorEndpoints.liveEvents),
      path(plannerEndpoints.calendarFeed),
    ];
    for (const one of forTheDelegator) expect(isOwnCall(one), one).toBe(false);
  });

  it('stops acting when the server refuses the delegation (403 DELEGATION)', async () => {
    mockApi({
      'GET /api/communicator/users/me': ({ headers }) =>
        headers.has(DELEGATOR_HEADER)
          ? apiError(403, 'Niet toegestaan om namens deze gebruiker te handelen.', { code: 'DELEGATION' })
          : { managedIdentity: 'user-1', unreadMessageCount: 0 },
    });
    const listener = vi.fn();
    const unsubscribe = subscribeActingDelegator(listener);
    setActingDelegator(GERDA);
    listener.mockClear();

    await expect(call(communicatorEndpoints.user)).rejects.toMatchObject({ status: 403 });
    expect(actingDelegatorId()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(takeRefusal()).toBe(true);
    expect(takeRefusal()).toBe(false);
    unsubscribe();
  });

  it('keeps acting after any other 403, and after a refusal for somebody it no longer acts for', async () => {
    let answer: Response = apiError(403, 'Forbidden', { code: 'FORBIDDEN' });
    mockApi({ 'GET /api/communicator/users/me': () => answer });
    setActingDelegator(GERDA);
    await expect(call(communicatorEndpoints.user)).rejects.toMatchObject({ status: 403 });
    expect(actingDelegatorId()).toBe(GERDA);

    // The refusal of a call made for Gerda arrives after the user chose Henk.
    let release: () => void = () => undefined;
    answer = apiError(403, 'Niet toegestaan', { code: 'DELEGATION' });
    const fetchSpy = vi.mocked(globalThis.fetch);
    const original = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementationOnce(async (...args) => {
      await new Promise<void>((resolve) => (release = resolve));
      return original(...args);
    });
    const late = call(communicatorEndpoints.user);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    setActingDelegator('user-8');
    release();
    await expect(late).rejects.toMatchObject({ status: 403 });
    expect(actingDelegatorId()).toBe('user-8');
    expect(takeRefusal()).toBe(false);
  });
});
