import type { DelegationState } from '@achterhoek/contracts';

/** What decides a delegation's state (spec 000 §4 Delegation). */
export interface DelegationTimes {
  activationTime: Date | null;
  revocationTime: Date | null;
  activationCodeSentTime: Date | null;
  /** Seconds the code is valid after it was sent. */
  activationCodeTtl: number;
}

/**
 * Revoked once either side ended it; active once the code was entered; otherwise requested while the
 * code is valid (sent time + TTL not passed) and expired after — then a new code can be asked for.
 */
export function delegationState(delegation: DelegationTimes, now: number): DelegationState {
  if (delegation.revocationTime) return 'REVOKED';
  if (delegation.activationTime) return 'ACTIVE';
  if (!delegation.activationCodeSentTime) return 'EXPIRED';
  const expiresAt = delegation.activationCodeSentTime.getTime() + delegation.activationCodeTtl * 1000;
  return now < expiresAt ? 'REQUESTED' : 'EXPIRED';
}

/**
 * Wrong codes allowed per code: a 6-digit code cannot be guessed in so few tries; a new code resets it,
 * but ten wrong codes a day for the pair lock it (code-limits.ts, decision 0023).
 */
export const MAX_WRONG_ACTIVATION_ATTEMPTS = 5;
