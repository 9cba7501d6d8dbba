import { describe, expect, it } from 'vitest';
import { delegationState } from './delegation-state.js';

const SENT = new Date('2026-11-26T10:00:00+01:00');
const requested = {
  activationTime: null,
  revocationTime: null,
  activationCodeSentTime: SENT,
  activationCodeTtl: 900,
};

describe('a delegation’s state', () => {
  it('is requested while the code is valid and expired from sent time plus TTL on', () => {
    expect(delegationState(requested, SENT.getTime() + 899_999)).toBe('REQUESTED');
    expect(delegationState(requested, SENT.getTime() + 900_000)).toBe('EXPIRED');
  });

  it('is active once activated, whatever the code’s age, and revoked above all', () => {
    const active = { ...requested, activationTime: new Date(SENT.getTime() + 60_000) };
    expect(delegationState(active, SENT.getTime() + 86_400_000)).toBe('ACTIVE');
    expect(delegationState({ ...active, revocationTime: new Date() }, SENT.getTime())).toBe('REVOKED');
    expect(delegationState({ ...requested, revocationTime: new Date() }, SENT.getTime())).toBe('REVOKED');
  });

  it('is expired when no code was ever sent (its code was used up by wrong attempts)', () => {
    expect(delegationState({ ...requested, activationCodeSentTime: null }, SENT.getTime())).toBe('EXPIRED');
  });
});
