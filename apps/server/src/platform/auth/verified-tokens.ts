import type { AuthUser } from './auth-user.js';

/** What a successful verification of one token found: its caller and the times it is valid between. */
export interface VerifiedToken {
  user: AuthUser;
  /** The token's `exp` (epoch seconds); a token without one is never remembered. */
  expiresAt: number | undefined;
  /** The token's `nbf` (epoch seconds), when it has one. */
  notBefore: number | undefined;
}

export interface VerifiedTokenMemoryOptions {
  /** Seconds a token is still accepted after its `exp` and before its `nbf` (the verifier's tolerance). */
  clockToleranceSeconds: number;
  /** How many tokens are remembered at most; the oldest is forgotten first. */
  maxEntries: number;
}

/**
 * Verified access tokens, remembered until they expire, so a caller's every request does not check the
 * signature again. A JWT access token is checked without asking the provider (its logout ends the refresh
 * token, not an access token already given), so a remembered answer is exactly the one verification would
 * give: the same claims, and valid only while `exp` and `nbf` (with the same tolerance) still allow it.
 * Only successes are remembered: a refused token is verified (and refused) again every time.
 */
export function verifiedTokenMemory(options: VerifiedTokenMemoryOptions) {
  const remembered = new Map<string, VerifiedToken>();

  /** The remembered caller of a token still valid at `nowMs`; undefined when it must be verified. */
  function recall(token: string, nowMs: number): AuthUser | undefined {
    const entry = remembered.get(token);
    if (!entry) return undefined;
    const now = Math.floor(nowMs / 1000);
    const tolerance = options.clockToleranceSeconds;
    // The same tests as the verifier's: expired once exp ≤ now − tolerance, not yet valid while nbf > now + tolerance.
    if (entry.expiresAt === undefined || entry.expiresAt <= now - tolerance) {
      remembered.delete(token);
      return undefined;
    }
    if (entry.notBefore !== undefined && entry.notBefore > now + tolerance) return undefined;
    return copyOf(entry.user);
  }

  function remember(token: string, verified: VerifiedToken): void {
    if (verified.expiresAt === undefined) return;
    if (remembered.size >= options.maxEntries && !remembered.has(token)) {
      const oldest = remembered.keys().next();
      if (!oldest.done) remembered.delete(oldest.value);
    }
    remembered.set(token, { ...verified, user: copyOf(verified.user) });
  }

  return { recall, remember, size: () => remembered.size };
}

/** Every request gets its own caller object, as a fresh verification gives, so none can change another's. */
function copyOf(user: AuthUser): AuthUser {
  return { ...user, roles: [...user.roles] };
}
