import { z } from 'zod';
import { maxResultsQuerySchema, RowIdSchema } from './common';
import { OffsetDateTimeSchema, TOKEN_MAX } from './limits';
import { CreateProfileRequestSchema } from './profile';

/*
 * Delegation (machtigingen, spec 000 §3 Delegation, §4, §8; reference §5.2): a caregiver (realm role
 * `delegate`) acts for somebody (the delegator) once the delegator has passed on the 6-digit code sent to
 * their phone. Either side may end it.
 */

/** A person of a delegation as the other side sees them. */
export const DelegationPersonSchema = z.object({
  managedIdentity: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
});
export type DelegationPerson = z.infer<typeof DelegationPersonSchema>;

/** The life of a delegation (spec 000 §4): asked with a code, active once the code is entered, ended. */
export const DELEGATION_STATES = ['REQUESTED', 'EXPIRED', 'ACTIVE', 'REVOKED'] as const;
export const DelegationStateSchema = z.enum(DELEGATION_STATES);
export type DelegationState = z.infer<typeof DelegationStateSchema>;

export const DelegationSchema = z.object({
  id: z.number().int(),
  delegate: DelegationPersonSchema,
  delegator: DelegationPersonSchema,
  state: DelegationStateSchema,
  submissionTime: OffsetDateTimeSchema,
  activationTime: OffsetDateTimeSchema.optional(),
  activationCodeSentTime: OffsetDateTimeSchema.optional(),
  /** Seconds the code is valid after it was sent. */
  activationCodeTTL: z.number().int().min(1),
  revocationTime: OffsetDateTimeSchema.optional(),
  /** A transfer: the delegation this one replaces once it is activated. */
  transferFrom: z.number().int().optional(),
});
export type Delegation = z.infer<typeof DelegationSchema>;

export const DelegationListSchema = z.object({
  totalCount: z.number().int(),
  offset: z.number().int(),
  count: z.number().int(),
  data: z.array(DelegationSchema),
});
export type DelegationList = z.infer<typeof DelegationListSchema>;

/** `POST /delegations`: a delegate asks to act for somebody (an admin may ask for anybody). */
export const CreateDelegationRequestSchema = z.object({
  delegateRef: z.string().trim().min(1).max(200),
  delegatorRef: z.string().trim().min(1).max(200),
  /** Hand an active delegation over to this new delegate: the old one ends when the new one is active. */
  transferFrom: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type CreateDelegationRequest = z.input<typeof CreateDelegationRequestSchema>;

/** `POST /delegations/{id}/activations`: the 6-digit code the delegator received by SMS. */
export const ActivateDelegationRequestSchema = z.object({
  activationCode: z
    .string()
    .max(TOKEN_MAX)
    .regex(/^\d{6}$/, 'activationCode must be 6 digits'),
});

export const DelegationParamsSchema = z.object({
  delegationId: RowIdSchema,
});

/** `GET /delegations`: the caller's own as delegate or delegator (`me` for either side), active by default. */
export const DelegationsQuerySchema = z.object({
  delegate: z.string().trim().min(1).max(200).optional(),
  delegator: z.string().trim().min(1).max(200).optional(),
  /** Also those that were revoked or never activated. */
  inactiveToo: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  maxResults: maxResultsQuerySchema(100, 50),
  offset: z.coerce.number().int().min(0).default(0),
});

/**
 * 400 when the code cannot be sent because the delegator has no phone number or an invalid one, or when
 * the code typed is wrong (spec 000 §8).
 */
export const DELEGATOR_HAS_NO_PHONE_MESSAGE = 'Gebruiker heeft geen telefoonnummer ingesteld';
export const DELEGATOR_PHONE_INVALID_MESSAGE = 'Gebruiker heeft een ongeldig telefoonnummer';
export const ACTIVATION_CODE_WRONG_MESSAGE = 'De activeringscode is onjuist';

/*
 * Limits that keep delegation codes from being guessed or used to flood somebody with SMS (decision
 * 0022). Each is counted from database rows inside the writing transaction, so it holds across instances.
 */
/** Codes sent for one pair of delegate and delegator in an hour. */
export const DELEGATION_CODES_PER_HOUR = 3;
/** Wrong codes for one pair in a rolling 24 hours; then the pair is locked until that day has passed. */
export const DELEGATION_WRONG_CODES_PER_DAY = 10;
/** SMS messages to one phone number in a rolling 24 hours, from every sender together. */
export const SMS_PER_NUMBER_PER_DAY = 10;
/** Accounts one delegate makes for other people in a rolling 24 hours. */
export const DELEGATOR_ACCOUNTS_PER_DAY = 5;
/** Days after a phone number changed during which delegation codes still go to the earlier number. */
export const PHONE_CHANGE_SETTLE_DAYS = 7;

/** The Dutch answers when a limit is reached; `{time}` is the local time it reopens ('14:05'). */
export const DELEGATION_LOCKED_MESSAGE =
  'Er is te vaak een verkeerde code ingevuld. Vraag na {time} een nieuwe code aan.';
export const DELEGATION_CODES_PER_HOUR_MESSAGE = `Er zijn het afgelopen uur al ${DELEGATION_CODES_PER_HOUR} codes gestuurd. Vraag na {time} een nieuwe code aan.`;
export const SMS_PER_NUMBER_MESSAGE =
  'Naar dit telefoonnummer zijn het afgelopen etmaal al te veel berichten gestuurd. Probeer het na {time} opnieuw.';
export const DELEGATOR_ACCOUNTS_MESSAGE = `Je hebt het afgelopen etmaal al ${DELEGATOR_ACCOUNTS_PER_DAY} accounts voor anderen gemaakt. Probeer het na {time} opnieuw.`;
/** A delegate may edit the delegator's profile, but not the phone number the codes go to. */
export const DELEGATE_PHONE_CHANGE_MESSAGE =
  'Alleen de persoon zelf kan het telefoonnummer wijzigen. Je kunt de andere gegevens wel aanpassen.';

/** An SMS as the outbox keeps it (admins see them; the demo and the journeys read the codes there). */
export const SmsMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  body: z.string(),
  createdTime: OffsetDateTimeSchema,
  provider: z.string(),
  providerId: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof SmsMessageSchema>;
export const SmsMessageListSchema = z.object({ data: z.array(SmsMessageSchema) });
export const SmsOutboxQuerySchema = z.object({
  maxResults: maxResultsQuerySchema(200, 50),
});

/**
 * `POST /delegators` (spec 000 §2 /delegators/new; reference §5.2 registration by a delegate): a delegate
 * makes an account and profile for somebody who has none, and acts for them at once. The person's mobile
 * number is needed: they get an SMS saying who made the account.
 */
export const CreateDelegatorRequestSchema = CreateProfileRequestSchema.omit({
  id: true,
  interests: true,
}).extend({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phoneNumber: z.string().trim().min(1).max(30),
});
export type CreateDelegatorRequest = z.input<typeof CreateDelegatorRequestSchema>;
export type ParsedCreateDelegatorRequest = z.output<typeof CreateDelegatorRequestSchema>;
