import { createHash } from 'node:crypto';
import type { SessionLogRequest } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import * as repository from '../repository/index.js';
import { todayInAmsterdam } from '../rules.js';
import { requireProfile, type ProfileServiceDeps } from './shared.js';

/**
 * The key that groups a session's events: the token's login session (`sid`) or, for a token without
 * one, the browser and the day.
 */
export function sessionKeyOf(caller: AuthUser, userAgent: string, now: Date): string {
  if (caller.sessionId) return caller.sessionId;
  const browser = createHash('sha256').update(userAgent).digest('hex').slice(0, 16);
  return `ua-${browser}-${todayInAmsterdam(now)}`;
}

/**
 * `POST /profiles/me/session-log`: usage events of the app; `final` closes the session (logout). A new
 * session starts at its first event, or now when the batch has none. The session is the person who uses
 * the app; while a delegate acts for somebody, the events say on whose behalf (`onBehalfOf`).
 */
export async function recordSessionLog(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  input: SessionLogRequest,
  options: { final: boolean; ip: string | undefined; onBehalfOf?: string | undefined },
): Promise<void> {
  await requireProfile(deps.db, caller.id);
  const now = deps.clock.now();
  const times = input.userEvents.map((event) => Date.parse(event.eventTime));
  await repository.recordSessionLog(deps.db, {
    profileId: caller.id,
    sessionKey: sessionKeyOf(caller, input.userAgent, now),
    userAgent: input.userAgent,
    ip: options.ip,
    startedAt: times.length > 0 ? new Date(Math.min(...times)) : now,
    events: input.userEvents,
    onBehalfOf: options.onBehalfOf,
    endedAt: options.final ? now : undefined,
  });
}
