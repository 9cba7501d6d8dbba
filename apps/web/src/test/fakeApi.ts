import type { Profile, ProfileStatus } from '@achterhoek/contracts';
import { expect, vi } from 'vitest';

export interface FakeRequest {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}

/** A route answers with a Response, a JSON body, or a function of the request returning either. */
export type FakeRoute =
  Response | object | ((request: FakeRequest) => Response | object | Promise<Response | object>);

/** A JSON error as the server sends it. */
export function apiError(status: number, message = 'Error', extra: object = {}): Response {
  return Response.json({ status, message, ...extra }, { status });
}

export const noContent = () => new Response(null, { status: 204 });

/** Gerda's profile as the server would send it; complete (with a date of birth), passenger. */
export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1',
    firstName: 'Gerda',
    lastName: 'Wassink',
    email: 'gerda@example.nl',
    phoneNumber: null,
    dateOfBirth: '1948-05-12',
    age: 77,
    image: null,
    userRole: 'passenger',
    actingRole: 'passenger',
    address: {
      label: 'Hoofdstraat 1, Zelhem',
      street: 'Hoofdstraat',
      houseNumber: '1',
      locality: 'Zelhem',
      countryCode: 'NL',
      location: { type: 'Point', coordinates: [6.35, 52.0] },
    },
    consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
    searchPreferences: null,
    ridePlanOptions: null,
    notificationOptions: {
      tripConfirmations: true,
      tripUpdates: true,
      tripReminders: true,
      messages: true,
      shoutouts: true,
    },
    interests: [],
    iban: null,
    ibanHolder: null,
    createdTime: '2025-01-01T10:00:00+01:00',
    ...overrides,
  };
}

/** Henk Lubbers, the signed-in user (user-1) as a driver, acting as one. */
export function testDriverProfile(overrides: Partial<Profile> = {}): Profile {
  return testProfile({
    firstName: 'Henk',
    lastName: 'Lubbers',
    userRole: 'driver',
    actingRole: 'driver',
    ...overrides,
  });
}

export function profileRoutes(profile: Profile = testProfile()): Record<string, FakeRoute> {
  const status: ProfileStatus = { id: profile.id, complete: Boolean(profile.dateOfBirth) };
  return {
    'GET /api/profile/version': { version: '1.0.0', buildTime: '2025-01-01T10:00:00Z' },
    'GET /api/profile/profiles/me/status': status,
    'GET /api/profile/profiles/me': profile,
    'POST /api/profile/profiles/me/session-log': noContent,
    'GET /api/communicator/users/me': { managedIdentity: profile.id, unreadMessageCount: 0 },
    // The live stream stays open and quiet.
    'GET /api/communicator/users/me/events': () =>
      new Response(new ReadableStream({ start: () => undefined }), {
        headers: { 'Content-Type': 'text/event-stream' },
      }),
  };
}

/**
 * Replaces fetch with a small fake of the server: routes are keyed 'METHOD /path'; anything else answers
 * 404. By default the signed-in user is Gerda with a complete profile. Returns the fetch spy, whose
 * calls show what was sent.
 */
export function mockApi(routes: Record<string, FakeRoute> = {}, profile?: Profile) {
  const table: Record<string, FakeRoute> = { ...profileRoutes(profile), ...routes };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = table[`${method} ${url.pathname}`];
    if (route === undefined) return apiError(404, 'Not found');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer =
      typeof route === 'function'
        ? await route({ url, method, body, headers: new Headers(init?.headers) })
        : route;
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });
}

/** The requests a fetch spy saw for one route, with their parsed bodies. */
export function callsTo(spy: ReturnType<typeof mockApi>, method: string, path: string): FakeRequest[] {
  return spy.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    }))
    .filter((call) => call.method === method && call.url.pathname === path);
}

/** The query string of one request a fetch spy saw for a route (the first by default), as an object. */
export function queryOf(
  spy: ReturnType<typeof mockApi>,
  method: string,
  path: string,
  nth = 0,
): Record<string, string> {
  const call = callsTo(spy, method, path)[nth];
  if (!call) throw new Error(`no request ${nth + 1} to ${method} ${path}`);
  return Object.fromEntries(call.url.searchParams);
}

/** Waits until the profile was saved once, acting as `actingRole` (what choosing a tab does for a user who is both). */
export async function expectActingRoleSaved(
  spy: ReturnType<typeof mockApi>,
  actingRole: Profile['actingRole'],
): Promise<void> {
  await vi.waitFor(() => expect(callsTo(spy, 'PUT', '/api/profile/profiles/me')).toHaveLength(1));
  expect(callsTo(spy, 'PUT', '/api/profile/profiles/me')[0]!.body).toMatchObject({ actingRole });
}
