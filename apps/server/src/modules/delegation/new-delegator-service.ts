import { randomBytes } from 'node:crypto';
import { type ParsedCreateDelegatorRequest, type Delegation } from '@achterhoek/contracts';
import { hasRole } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ConflictError, ForbiddenError } from '../../platform/errors.js';
import { dispatchSms, keepSms } from '../../platform/sms/sms-store.js';
import { signUp } from '../identity/index.js';
import { createProfileFor } from '../profile/index.js';
import { refuseSmsFlood, refuseTooManyAccounts } from './code-limits.js';
import type { DelegationContext } from './deps.js';
import { tellDelegateActive } from './messages.js';
import { mobileNumber } from './people.js';
import { insertDelegation } from './repository.js';
import { delegationViews } from './views.js';

/**
 * POST /delegators (reference §5.2, registration by a delegate): a delegate (or an admin) makes the login
 * account and the profile of somebody who has none — with the consents the delegate confirms, created_by
 * the delegate — and the delegation between them, active at once; all in one transaction. The new user
 * gets an SMS saying who made the account. The account's password is random and known to nobody: the
 * delegate uses the app for them, and the person signs in themselves after choosing a password through
 * 'Wachtwoord vergeten?' on the login page (the SMS says so). One delegate makes
 * at most five accounts a day, and the number gets at most ten SMS messages a day (429, nothing made).
 */
export async function createDelegator(
  ctx: DelegationContext,
  caller: AuthUser,
  request: ParsedCreateDelegatorRequest,
): Promise<Delegation> {
  if (!hasRole(caller, 'delegate') && !hasRole(caller, 'admin')) {
    throw new ForbiddenError('Only a delegate makes an account for somebody');
  }
  const phone = mobileNumber(request.phoneNumber, ['body.phoneNumber']);
  const now = ctx.clock.nowMs();
  const { row, smsId } = await inTransaction(ctx.db, async (tx) => {
    await refuseTooManyAccounts(tx, caller.id, now);
    await refuseSmsFlood(tx, phone, now);
    // A password nobody knows: the person signs in once they set their own.
    const account = await signUp(tx, ctx.passwords, {
      email: request.email,
      givenName: request.firstName,
      familyName: request.lastName,
      password: randomBytes(24).toString('base64url'),
    });
    if (!account.ok) {
      const problem = Object.values(account.errors)[0] ?? 'Invalid account';
      if (account.errors.email) throw new ConflictError(account.errors.email, 'ACCOUNT_EXISTS');
      throw new BadRequestError(problem, 'VALIDATION');
    }
    const id = account.account.id;
    await createProfileFor({ db: tx, clock: ctx.clock }, caller, id, {
      ...request,
      phoneNumber: phone,
    });
    const delegation = await insertDelegation(tx, {
      delegateId: caller.id,
      delegatorId: id,
      submissionTime: new Date(now),
      activationTime: new Date(now),
      activationCodeTtl: ctx.codeTtlSeconds,
    });
    const kept = await keepSms(
      tx,
      ctx.clock,
      phone,
      `${caller.fullName} heeft een account voor je gemaakt bij Achterhoek Mobiel en regelt je ritten namens jou. Je kunt dit altijd stoppen in de app onder Gemachtigden. Zelf inloggen? Kies bij Aanmelden 'Wachtwoord vergeten?'.`,
    );
    await tellDelegateActive(
      { db: tx, clock: ctx.clock },
      delegation!,
      `${request.firstName} ${request.lastName}`.trim(),
    );
    return { row: delegation!, smsId: kept };
  });
  await dispatchSms(ctx.db, ctx.sms, smsId, ctx.log);
  return (await delegationViews(ctx.db, [row], now))[0]!;
}
