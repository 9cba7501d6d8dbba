import {
  ACTIVATION_CODE_WRONG_MESSAGE,
  DELEGATOR_HAS_NO_PHONE_MESSAGE,
  DELEGATOR_PHONE_INVALID_MESSAGE,
  type Delegation,
} from '@achterhoek/contracts';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error';

/** Spec 000 §5: the activation code is required ('Veld is verplicht') and is 6 digits long. */
export const ACTIVATION_CODE_LENGTH = 6;

/** The code form; its messages are catalogue ids (lib/form-errors.ts turns them into Dutch). */
export const activationCodeFormSchema = z.object({
  activationCode: z
    .string()
    .trim()
    .min(1, 'common.fieldRequired')
    // The server takes digits only (ActivateDelegationRequestSchema): letters count as a wrong length.
    .regex(new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`), 'delegation.code.length'),
});
export type ActivationCodeForm = z.infer<typeof activationCodeFormSchema>;

/** Spec 000 §5: people are searched for from 3 characters on, at most every 500 ms. */
export const CANDIDATE_SEARCH_MIN_LENGTH = 3;
export const CANDIDATE_SEARCH_THROTTLE_MS = 500;

/** The server's code for an expired activation code ('De activeringscode is verlopen. …'). */
export const CODE_EXPIRED = 'CODE_EXPIRED';

/** The server's Dutch 400 messages (spec 000 §8), which the user sees as they are. */
const DUTCH_MESSAGES: readonly string[] = [
  DELEGATOR_HAS_NO_PHONE_MESSAGE,
  DELEGATOR_PHONE_INVALID_MESSAGE,
  ACTIVATION_CODE_WRONG_MESSAGE,
];

/**
 * The server's codes for a limit reached (429, decision 0023): too many wrong codes, codes this hour, SMS
 * to the number today, or accounts made today. Their Dutch messages say when to try again.
 */
const LIMIT_CODES: readonly string[] = [
  'DELEGATION_LOCKED',
  'TOO_MANY_CODES',
  'TOO_MANY_SMS',
  'TOO_MANY_ACCOUNTS',
];

/**
 * The message of a refused delegation call to show as it is: one of the spec's 400 messages, the
 * expired code's, or a limit's 429; undefined for anything else, which gets the page's own 'Fout bij het
 * … van de machtiging' (the server's other messages are English, for developers).
 */
export function dutchServerMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 429) return error.code && LIMIT_CODES.includes(error.code) ? error.message : undefined;
  if (error.status !== 400) return undefined;
  if (error.code === CODE_EXPIRED || DUTCH_MESSAGES.includes(error.message)) return error.message;
  return undefined;
}

export function isWrongCode(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.message === ACTIVATION_CODE_WRONG_MESSAGE;
}

export function isCodeExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.code === CODE_EXPIRED;
}

/** When the delegation's code stops working (sent time plus its TTL), if a code was sent. */
export function codeExpiry(delegation: Delegation): Date | undefined {
  if (!delegation.activationCodeSentTime) return undefined;
  const sent = Date.parse(delegation.activationCodeSentTime);
  return Number.isNaN(sent) ? undefined : new Date(sent + delegation.activationCodeTTL * 1000);
}

/**
 * Whether the code can no longer be used (spec 000 §4: expired when sent time plus TTL has passed, then a
 * new code can be asked for): the server said so, no code is out (five wrong tries use it up), or its
 * time ran out while the page was open.
 */
export function isCodeUnusable(delegation: Delegation, now: Date): boolean {
  if (delegation.state === 'EXPIRED') return true;
  const expiry = codeExpiry(delegation);
  return expiry === undefined || now.getTime() >= expiry.getTime();
}

/** A request that waits for its code: asked for, not active, not ended. */
export function isPending(delegation: Delegation): boolean {
  return delegation.state === 'REQUESTED' || delegation.state === 'EXPIRED';
}
