import { z } from 'zod';
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
  delegationId: z.coerce.number().int().min(1).max(2_147_483_647),
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
  maxResults: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The spec's 400 messages (spec 000 §8). */
export const DELEGATOR_HAS_NO_PHONE_MESSAGE = 'Gebruiker heeft geen telefoonnummer ingesteld';
export const DELEGATOR_PHONE_INVALID_MESSAGE = 'Gebruiker heeft een ongeldig telefoonnummer';
export const ACTIVATION_CODE_WRONG_MESSAGE = 'De activeringscode is onjuist';

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
  maxResults: z.coerce.number().int().min(1).max(200).default(50),
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
