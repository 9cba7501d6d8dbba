import { z } from 'zod';
import {
  creditsAmountSchema,
  GeoPointSchema,
  pagedSchema,
  queryBooleanSchema,
  refOrRowIdSchema,
  maxResultsQuerySchema,
  optionalFormTextSchema,
  requiredFormTextSchema,
  pageQueryFields,
} from './common';
import { OffsetDateTimeSchema } from './limits';
import { BANK_ACCOUNT_FIELDS, IbanHolderTextSchema, IbanTextSchema } from './bank-account';
import { payoutRequestSchema } from './banker-withdrawals';

// ---------------------------------------------------------------------------------------------------
// Charities ('Goede Doelen') and donations (spec 001 §2.10–2.13, §3, §5, §9; reference §3.5).
//
// A charity is a campaign with a goal in credits and its own account (`CLA-…`, reference §3.2). Anybody
// signed in (with credits on) reads the charities and donates credits to one; only a treasurer or an
// admin acting as themselves creates and changes them, sets their image and bank account, and asks the
// payout of their credits (a withdrawal from the charity's account to its IBAN, paid in a payout batch).
//
// Anonymous donations: a donor who chose 'anoniem' is never named (nor identified) to anybody but
// themselves: in a charity's donations the donor is null; the top donors count only named donations (an
// anonymous gift adds to the charity's total and its number of donors, never to a person in the list).

/**
 * How many the charity pages load at once (spec 001 §9): 10 charities, 5 top donors, 5 charities the
 * person gave to before, 20 donations on a charity's page.
 */
export const CHARITIES_PAGE_SIZE = 10;
export const TOP_DONORS_PAGE_SIZE = 5;
export const RECENT_DONATIONS_PAGE_SIZE = 5;
export const CHARITY_DONATIONS_PAGE_SIZE = 20;
/** The most popular charities the overview shows at once (not in the spec: one page of the list). */
export const POPULAR_CHARITIES_PAGE_SIZE = 10;

/** Bounds of a charity's texts: a name fits a tile, a description a screen or two. */
export const CHARITY_NAME_MAX_LENGTH = 100;
export const CHARITY_DESCRIPTION_MAX_LENGTH = 2000;
export const CHARITY_LOCATION_MAX_LENGTH = 200;
/** A goal beyond a million credits is a typing error for a village campaign. */
export const CHARITY_GOAL_MAX_CREDITS = 1_000_000;
/** The payout of a charity's credits in one request (a treasurer's act, larger than a person's 1000). */
export const CHARITY_WITHDRAWAL_MAX_CREDITS = 100_000;

/** One gift: at least 1 credit, at most 1000 (the most a person buys at once, spec 001 §5). */
export const DONATION_MAX_CREDITS = 1000;
/** The donor's message; short, like a bank transfer's remittance text. */
export const DONATION_MESSAGE_MAX_LENGTH = 140;

/** Spec 001 §2.13, §9: the image is resized to 200 px by the app (preview at most 150) before upload. */
export const CHARITY_IMAGE_SIZE = 200;
export const CHARITY_IMAGE_PREVIEW_SIZE = 150;
/** A 200 px image is far smaller; this refuses a full-size photo sent unscaled. */
export const CHARITY_IMAGE_MAX_BYTES = 512 * 1024;

/** Dutch messages of the charity rules. */
export const CHARITY_NOT_FOUND_MESSAGE = 'Dit goede doel bestaat niet';
/** 409: the campaign has ended (or been stopped): no more donations. */
export const CHARITY_ENDED_MESSAGE = 'Deze actie is afgelopen';
/** 409: the campaign has not started yet. */
export const CHARITY_NOT_STARTED_MESSAGE = 'Deze actie is nog niet begonnen';
/** 402: the donor's current account holds fewer credits than the gift (spec 001 §8's wording). */
export const DONATION_INSUFFICIENT_MESSAGE = 'Je hebt onvoldoende saldo voor dit aantal credits';
/** 402: the charity's account holds fewer credits than the payout asked (spec 001 §8, system account). */
export const CHARITY_INSUFFICIENT_MESSAGE = 'Onvoldoende saldo voor dit aantal credits';
/** 422: a payout needs the charity's IBAN and holder. */
export const CHARITY_NO_IBAN_MESSAGE = 'Voeg eerst het IBAN en de rekeninghouder van het goede doel toe';
/** 400: the campaign cannot end before it starts. */
export const CHARITY_END_BEFORE_START_MESSAGE = 'Het einde ligt voor het begin van de actie';

export const CHARITY_URN_PREFIX = 'urn:nb:bn:charity:';

/** Where the charity is: a place name to show, and optionally its point (GeoJSON, longitude first). */
export const CharityLocationSchema = z.strictObject({
  label: z.string().trim().min(1, 'Veld is verplicht').max(CHARITY_LOCATION_MAX_LENGTH),
  point: GeoPointSchema.nullable().optional(),
});
export type CharityLocation = z.infer<typeof CharityLocationSchema>;

/** The charity's account: its credits and the bank account its payouts go to (treasurer or admin only). */
export const CharityAccountSchema = z.object({
  /** The credits donated and not paid out yet (payouts requested are reserved and no longer counted). */
  credits: z.number().int(),
  ...BANK_ACCOUNT_FIELDS,
});
export type CharityAccount = z.infer<typeof CharityAccountSchema>;

export const CharitySchema = z.object({
  id: z.number().int(),
  /** `urn:nb:bn:charity:{id}`. */
  urn: z.string(),
  name: z.string(),
  location: z.object({ label: z.string(), point: GeoPointSchema.nullable() }),
  description: z.string(),
  /** The image's address (`/images/charities/…`), or null without one. Show it at most 150 px wide in a list. */
  imageUrl: z.string().nullable(),
  /** The goal in credits; progress = ceil(donatedAmount / goalAmount × 100) per cent (spec 001 §2.11). */
  goalAmount: z.number().int().min(1),
  /** Every credit ever donated (payouts do not lower it): always the sum of its donations. */
  donatedAmount: z.number().int().min(0),
  /** How many different people gave (anonymous ones included): the dial 'Donateurs'. */
  donorCount: z.number().int().min(0),
  campaignStartTime: OffsetDateTimeSchema,
  /** Null: no end planned. A stopped campaign has its end set to the moment it was stopped. */
  campaignEndTime: OffsetDateTimeSchema.nullable(),
  /** The campaign has ended (the end lies in the past): donations are refused. */
  closed: z.boolean(),
  /** Only for a treasurer or admin acting as themselves; null for everybody else. */
  account: CharityAccountSchema.nullable(),
});
export type Charity = z.infer<typeof CharitySchema>;
export const PagedCharitiesSchema = pagedSchema(CharitySchema);

/** The donor as others see them: null when the donation was anonymous (except to the donor). */
export const DonorSchema = z.object({
  id: z.string(),
  managedIdentity: z.string(),
  givenName: z.string(),
  familyName: z.string(),
});
export type Donor = z.infer<typeof DonorSchema>;

export const DonationSchema = z.object({
  id: z.number().int(),
  /** The charity's URN. */
  charityRef: z.string(),
  charityName: z.string(),
  amount: z.number().int().min(1),
  /** The donor's message, or null. */
  description: z.string().nullable(),
  anonymous: z.boolean(),
  donationTime: OffsetDateTimeSchema,
  /** Null for an anonymous donation, to everybody but the donor themselves. */
  donor: DonorSchema.nullable(),
});
export type Donation = z.infer<typeof DonationSchema>;
export const PagedDonationsSchema = pagedSchema(DonationSchema);

/** One of the most generous people: the credits they gave by name (anonymous gifts are not counted). */
export const TopDonorSchema = z.object({
  donor: DonorSchema,
  donatedCredits: z.number().int().min(1),
  donationCount: z.number().int().min(1),
});
export type TopDonor = z.infer<typeof TopDonorSchema>;
export const TopDonorsSchema = z.array(TopDonorSchema);
export const CharityListSchema = z.array(CharitySchema);

// GET /api/banker/charities
export const CharitySortSchema = z.enum(['name', 'campaign']);
export const CharitiesQuerySchema = z.object({
  ...pageQueryFields(CHARITIES_PAGE_SIZE),
  /** true: ended campaigns too ('Ook niet-actuele doelen'); by default only the running and coming ones. */
  closed: queryBooleanSchema(false),
  /** `campaign` (default): the newest campaign first; `name`: alphabetically. */
  sortBy: CharitySortSchema.default('campaign'),
});
export type CharitiesQuery = z.input<typeof CharitiesQuerySchema>;

// POST /api/banker/charities and PUT /api/banker/charities/:id (the whole charity each time)
export const CharityRequestSchema = z.strictObject({
  name: requiredFormTextSchema(CHARITY_NAME_MAX_LENGTH),
  description: optionalFormTextSchema(CHARITY_DESCRIPTION_MAX_LENGTH).default(''),
  location: CharityLocationSchema,
  goalAmount: creditsAmountSchema(CHARITY_GOAL_MAX_CREDITS),
  campaignStartTime: OffsetDateTimeSchema,
  /** Null or left out: no end planned. To stop a campaign at once, send the current time. */
  campaignEndTime: OffsetDateTimeSchema.nullable().optional(),
  /** On create only (an update keeps the account; PUT …/account changes it). Holder required with an IBAN. */
  iban: IbanTextSchema.nullable().optional(),
  ibanHolder: IbanHolderTextSchema.nullable().optional(),
});
export type CharityRequest = z.input<typeof CharityRequestSchema>;

// PUT /api/banker/charities/:id/account
export const CharityAccountRequestSchema = z.strictObject({
  /** Empty or null clears the IBAN and the holder. A valid IBAN needs a holder ('Verplicht veld'). */
  iban: IbanTextSchema.nullable(),
  ibanHolder: IbanHolderTextSchema.nullable().optional(),
});
export type CharityAccountRequest = z.input<typeof CharityAccountRequestSchema>;

// PUT /api/banker/charities/:id/image: a base64 data URL of a JPEG, PNG or GIF, already scaled to 200 px.
export const CharityImageRequestSchema = z.strictObject({
  image: z
    .string()
    .max(Math.ceil(CHARITY_IMAGE_MAX_BYTES / 3) * 4 + 100)
    .startsWith('data:'),
});

// /api/banker/charities/:id (the number or `urn:nb:bn:charity:{id}`)
export const CharityParamsSchema = z.object({ id: refOrRowIdSchema(CHARITY_URN_PREFIX) });
export const CharityRefParamsSchema = z.object({ ref: refOrRowIdSchema(CHARITY_URN_PREFIX) });

// GET /api/banker/charities/popularity
export const PopularityQuerySchema = z.object({
  maxResults: maxResultsQuerySchema(POPULAR_CHARITIES_PAGE_SIZE),
  closed: queryBooleanSchema(false),
});

// POST /api/banker/charities/:ref/donations
export const CreateDonationRequestSchema = z.strictObject({
  amount: creditsAmountSchema(DONATION_MAX_CREDITS),
  description: optionalFormTextSchema(DONATION_MESSAGE_MAX_LENGTH).nullable().optional(),
  anonymous: z.boolean().default(false),
});
export type CreateDonationRequest = z.input<typeof CreateDonationRequestSchema>;

// GET /api/banker/charities/:id/donations
export const DonationsQuerySchema = z.object({
  ...pageQueryFields(CHARITY_DONATIONS_PAGE_SIZE),
  /** `me`: only the caller's own donations to it. */
  user: z.literal('me').optional(),
});

// GET /api/banker/users/generosity
export const GenerosityQuerySchema = z.object({
  maxResults: maxResultsQuerySchema(TOP_DONORS_PAGE_SIZE),
  /** Only the donations to this charity (number or URN). */
  charity: refOrRowIdSchema(CHARITY_URN_PREFIX).optional(),
});

// GET /api/banker/users/me/recent-donations: the charities the caller gave to, the latest gift first
export const RecentDonationsQuerySchema = z.object({
  maxResults: maxResultsQuerySchema(RECENT_DONATIONS_PAGE_SIZE),
});

// POST /api/banker/charities/:id/withdrawals: pay a charity's credits out to its IBAN (a payout batch).
export const CharityWithdrawalRequestSchema = payoutRequestSchema(CHARITY_WITHDRAWAL_MAX_CREDITS);
export type CharityWithdrawalRequest = z.infer<typeof CharityWithdrawalRequestSchema>;
