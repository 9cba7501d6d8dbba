import { randomBytes } from 'node:crypto';
import {
  CHARITY_END_BEFORE_START_MESSAGE,
  CHARITY_IMAGE_MAX_BYTES,
  CHARITY_NOT_FOUND_MESSAGE,
  CHARITY_URN_PREFIX,
  type Charity,
  type CharityAccountRequest,
  type CharityRequest,
  type Paged,
} from '@achterhoek/contracts';
import { isValidIBAN } from 'ibantools';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { invalidFields, NotFoundError, type FieldProblem } from '../../platform/errors.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { pagedView } from '../../platform/http/paged.js';
import { decodeImageDataUrl, type ImageStore } from '../images/index.js';
import {
  charityById,
  charityPage,
  insertCharity,
  insertCharityAccount,
  lockCharity,
  popularCharities,
  recentCharitiesOf,
  renameAccount,
  updateAccountHolder,
  updateCharityRow,
  type CharityWithAccount,
} from './repository/index.js';

/** What the charity rules need: the database, the clock and (for images) the image store. */
export interface CharityDeps {
  db: Db;
  clock: Clock;
  images: ImageStore;
}

/** Who asks: whether they see a charity's account (a treasurer or admin acting as themselves). */
export interface CharityViewer {
  seesAccount: boolean;
}

export const charityNotFound = () => new NotFoundError(CHARITY_NOT_FOUND_MESSAGE, 'CHARITY_NOT_FOUND');

/** The charity as the API shows it; its account only to a treasurer or admin. */
export function charityView(row: CharityWithAccount, now: Date, viewer: CharityViewer): Charity {
  return {
    id: row.id,
    urn: `${CHARITY_URN_PREFIX}${row.id}`,
    name: row.name,
    location: {
      label: row.locationLabel,
      point:
        row.locationLon !== null && row.locationLat !== null
          ? { type: 'Point', coordinates: [row.locationLon, row.locationLat] }
          : null,
    },
    description: row.description,
    imageUrl: row.imageKey ? `/images/${row.imageKey}` : null,
    goalAmount: row.goalAmount,
    donatedAmount: row.donatedAmount,
    donorCount: row.donorCount,
    campaignStartTime: isoInAmsterdam(row.campaignStartTime.getTime()),
    campaignEndTime: row.campaignEndTime ? isoInAmsterdam(row.campaignEndTime.getTime()) : null,
    closed: isClosed(row, now),
    account: viewer.seesAccount
      ? { credits: row.accountCredits, iban: row.iban, ibanHolder: row.ibanHolder }
      : null,
  };
}

/** A campaign has ended once its end lies at or before now. */
export function isClosed(row: { campaignEndTime: Date | null }, now: Date): boolean {
  return row.campaignEndTime !== null && row.campaignEndTime.getTime() <= now.getTime();
}

/**
 * An IBAN (spaces taken out, capitals) must pass its checksum and needs a holder ('Verplicht veld');
 * no IBAN clears the holder too. Answers the values to store, or the problems found.
 */
function bankAccountOf(
  iban: string | null | undefined,
  holder: string | null | undefined,
  field: string,
): { value: { iban: string | null; ibanHolder: string | null }; problems: FieldProblem[] } {
  const normalised = iban ? iban.replace(/\s+/g, '').toUpperCase() : null;
  const ibanHolder = holder || null;
  const problems = [
    ...(normalised && !isValidIBAN(normalised)
      ? [{ field: `${field}iban`, message: 'Ongeldig IBAN rekeningnummer' }]
      : []),
    ...(normalised && !ibanHolder ? [{ field: `${field}ibanHolder`, message: 'Verplicht veld' }] : []),
  ];
  return { value: { iban: normalised, ibanHolder: normalised ? ibanHolder : null }, problems };
}

/** The charity's fields as stored, after the rules no schema can say: an end after the start, a valid IBAN. */
function checkedFields(body: CharityRequest) {
  const start = new Date(body.campaignStartTime);
  const end = body.campaignEndTime ? new Date(body.campaignEndTime) : null;
  const account = bankAccountOf(body.iban, body.ibanHolder, 'body.');
  const problems = [
    ...(end && end.getTime() < start.getTime()
      ? [{ field: 'body.campaignEndTime', message: CHARITY_END_BEFORE_START_MESSAGE }]
      : []),
    ...account.problems,
  ];
  if (problems.length > 0) throw invalidFields(problems);
  const point = body.location.point ?? null;
  return {
    fields: {
      name: body.name.trim(),
      description: (body.description ?? '').trim(),
      locationLabel: body.location.label.trim(),
      locationLon: point ? point.coordinates[0] : null,
      locationLat: point ? point.coordinates[1] : null,
      goalAmount: body.goalAmount,
      campaignStartTime: start,
      campaignEndTime: end,
    },
    account: account.value,
  };
}

/** `CLA-` and a random token: a charity's liability account (reference §3.2). */
function charityAccountCode(): string {
  return `CLA-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Creates a charity (treasurer or admin; spec 001 §2.13, reference §3.5) with its own liability account
 * named after it, in one database transaction: both or neither.
 */
export async function createCharity(deps: CharityDeps, body: CharityRequest): Promise<Charity> {
  const { fields, account } = checkedFields(body);
  const now = deps.clock.now();
  const id = await inTransaction(deps.db, async (tx) => {
    const accountId = await insertCharityAccount(tx, {
      ncan: charityAccountCode(),
      name: fields.name,
      ...account,
    });
    return insertCharity(tx, { ...fields, accountId, createdAt: now, modifiedAt: now });
  });
  return charityView((await charityById(deps.db, id))!, now, { seesAccount: true });
}

/**
 * Changes a charity (treasurer or admin). The whole charity is sent; its account's name follows its name.
 * Stopping the campaign is an end of now: donations are refused from then on. An IBAN, when sent, is
 * set as with PUT …/account; left out, the account stays as it is.
 */
export async function updateCharity(deps: CharityDeps, id: number, body: CharityRequest): Promise<Charity> {
  const { fields, account } = checkedFields(body);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const charity = await lockCharity(tx, id);
    if (!charity) throw charityNotFound();
    await updateCharityRow(tx, id, { ...fields, modifiedAt: now });
    await renameAccount(tx, charity.accountId, fields.name);
    if (body.iban !== undefined) await updateAccountHolder(tx, charity.accountId, account);
  });
  return charityView((await charityById(deps.db, id))!, now, { seesAccount: true });
}

/** Sets the IBAN and holder the charity's payouts go to (treasurer or admin). */
export async function setCharityAccount(
  deps: CharityDeps,
  id: number,
  body: CharityAccountRequest,
): Promise<Charity> {
  const { value, problems } = bankAccountOf(body.iban, body.ibanHolder, 'body.');
  if (problems.length > 0) throw invalidFields(problems);
  const charity = await charityById(deps.db, id);
  if (!charity) throw charityNotFound();
  await updateAccountHolder(deps.db, charity.accountId, value);
  return charityView((await charityById(deps.db, id))!, deps.clock.now(), { seesAccount: true });
}

/**
 * Sets the charity's image (spec 001 §2.13): a JPEG, GIF or PNG data URL (the bytes checked against the
 * type; anything else 400, nothing stored), already scaled to 200 px by the app, at most
 * CHARITY_IMAGE_MAX_BYTES. Stored under a new key; the previous image is removed.
 */
export async function setCharityImage(deps: CharityDeps, id: number, dataUrl: string): Promise<Charity> {
  const decoded = decodeImageDataUrl(dataUrl, CHARITY_IMAGE_MAX_BYTES);
  if (!decoded.ok) throw invalidFields([{ field: 'body.image', message: decoded.reason }]);
  if (!(await charityById(deps.db, id))) throw charityNotFound();
  const now = deps.clock.now();
  const key = `charities/${id}-${now.getTime()}-${randomBytes(3).toString('hex')}.${decoded.image.extension}`;
  await deps.images.put(key, decoded.image.bytes, decoded.image.contentType);
  let previous: string | null = null;
  try {
    previous = await inTransaction(deps.db, async (tx) => {
      const charity = await lockCharity(tx, id);
      if (!charity) throw charityNotFound();
      await updateCharityRow(tx, id, { imageKey: key, modifiedAt: now });
      return charity.imageKey;
    });
  } catch (error) {
    await deps.images.remove(key).catch(() => undefined);
    throw error;
  }
  // No longer pointed at; a file left behind after a failure is only wasted space.
  if (previous && previous !== key) await deps.images.remove(previous).catch(() => undefined);
  return charityView((await charityById(deps.db, id))!, now, { seesAccount: true });
}

/** Removes the charity's image (none: nothing to do). */
export async function deleteCharityImage(deps: CharityDeps, id: number): Promise<void> {
  const previous = await inTransaction(deps.db, async (tx) => {
    const charity = await lockCharity(tx, id);
    if (!charity) throw charityNotFound();
    if (charity.imageKey) await updateCharityRow(tx, id, { imageKey: null, modifiedAt: deps.clock.now() });
    return charity.imageKey;
  });
  if (previous) await deps.images.remove(previous).catch(() => undefined);
}

export async function charity(deps: CharityDeps, viewer: CharityViewer, id: number): Promise<Charity> {
  const row = await charityById(deps.db, id);
  if (!row) throw charityNotFound();
  return charityView(row, deps.clock.now(), viewer);
}

/** One page of charities (spec 001 §2.10: 10 a page), the running ones unless `closed` asks for all. */
export async function charities(
  deps: CharityDeps,
  viewer: CharityViewer,
  query: { offset: number; maxResults: number; closed: boolean; sortBy: 'name' | 'campaign' },
): Promise<Paged<Charity>> {
  const now = deps.clock.now();
  const found = await charityPage(deps.db, {
    offset: query.offset,
    maxResults: query.maxResults,
    includeClosed: query.closed,
    now,
    sortBy: query.sortBy,
  });
  return pagedView(query.offset, found, (row) => charityView(row, now, viewer));
}

/** The charities the most people gave to (no donors are named here). */
export async function popularity(
  deps: CharityDeps,
  viewer: CharityViewer,
  query: { maxResults: number; closed: boolean },
): Promise<Charity[]> {
  const now = deps.clock.now();
  const rows = await popularCharities(deps.db, {
    maxResults: query.maxResults,
    includeClosed: query.closed,
    now,
  });
  return rows.map((row) => charityView(row, now, viewer));
}

/** The charities the caller gave to, the latest gift first ('Eerder gedoneerd'): only their own gifts. */
export async function recentDonations(
  deps: CharityDeps,
  viewer: CharityViewer,
  donorId: string,
  maxResults: number,
): Promise<Charity[]> {
  const now = deps.clock.now();
  const rows = await recentCharitiesOf(deps.db, donorId, maxResults);
  return rows.map((row) => charityView(row, now, viewer));
}
