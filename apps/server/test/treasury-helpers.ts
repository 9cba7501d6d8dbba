import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Withdrawal } from '@achterhoek/contracts';
import { accounts } from '../src/modules/banker/schema.js';
import type { Db } from '../src/platform/db/database.js';
import { depositCredits } from './ledger-helpers.js';
import { newUser, type Caller } from './profile-helpers.js';
import type { TestApp } from './test-app.js';

export const W = '/api/banker/users/me/withdrawals';
export const TW = '/api/banker/withdrawals';
export const PB = '/api/banker/payment-batches';
export const RESERVE_IBAN = 'NL02ABNA0123456789';
export const RESERVE_HOLDER = 'Stichting Achterhoek Mobiel';

/**
 * Gives the bank reserve the IBAN and holder a batch pays from (or takes them away); without them, the
 * tests' own reserve account (RESERVE_IBAN, RESERVE_HOLDER).
 */
export async function setReserveAccount(
  db: Db,
  iban: string | null = RESERVE_IBAN,
  ibanHolder: string | null = RESERVE_HOLDER,
) {
  await db.update(accounts).set({ iban, ibanHolder }).where(eq(accounts.ncan, 'banking-reserve'));
}

/** A new person with `credits` on their current account, an IBAN and a holder. */
export async function personWithCredits(
  t: TestApp,
  credits: number,
  iban = 'NL91ABNA0417164300',
  ibanHolder = 'D. Klein Gunnewiek',
): Promise<Caller> {
  const caller = await newUser(t);
  await depositCredits(
    t.app.database.db,
    { managedIdentity: caller.sub, name: 'Dinand Klein Gunnewiek' },
    credits,
  );
  const put = await caller.put('/api/banker/users/me/account', { iban, ibanHolder });
  expect(put.statusCode).toBe(204);
  return caller;
}

/** The person asks to withdraw `amount` credits; answers the request. */
export async function askWithdrawal(
  caller: Caller,
  amount: number,
  description = 'Inwisselen van GAON credits',
): Promise<Withdrawal> {
  const asked = await caller.post(W, { amountCredits: amount, description });
  expect(asked.statusCode).toBe(201);
  return asked.json() as Withdrawal;
}

const XSD = fileURLToPath(new URL('./fixtures/sepa/pain.001.001.03.xsd', import.meta.url));

/**
 * Validates a SEPA file against the ISO 20022 schema with xmllint (Debian's libxml2-utils, installed by
 * scripts/ensure-system-packages.mjs before the tests). Fails, never skips, when xmllint is missing.
 */
export function expectValidPain(xml: string): void {
  const xmllint = '/usr/bin/xmllint';
  if (!fs.existsSync(xmllint)) {
    throw new Error(
      'xmllint is missing: install the Debian package libxml2-utils (node scripts/ensure-system-packages.mjs libxml2-utils)',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pain-'));
  const file = path.join(dir, 'batch.xml');
  try {
    fs.writeFileSync(file, xml);
    let output: string;
    try {
      output = execFileSync(xmllint, ['--noout', '--schema', XSD, file], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      const failed = error as { stderr?: string; stdout?: string };
      throw new Error(
        `The SEPA file does not match its schema:\n${failed.stderr ?? ''}${failed.stdout ?? ''}`,
      );
    }
    expect(output).toBe('');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The values of every element with this name, in document order. */
export function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!);
}

/**
 * Rejects every request still waiting (the demo seeds one: Marieke's), so a test's batch holds exactly
 * the requests the test asked for.
 */
export async function rejectWaitingRequests(t: TestApp, treasurer: Caller): Promise<void> {
  const waiting = await treasurer.get(`${TW}?status=REQUESTED`);
  expect(waiting.statusCode).toBe(200);
  for (const request of (waiting.json() as { data: Withdrawal[] }).data) {
    expect((await treasurer.del(`${TW}/${request.id}`)).statusCode).toBe(204);
  }
}
