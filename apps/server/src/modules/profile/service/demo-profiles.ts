import { type Address, type UserRole } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { insertProfile } from '../repository/index.js';
import { applyRole } from '../rules.js';
import { addressColumns, newProfileColumns } from './views.js';

/** A demo account to give a profile: its managed identity, names and travel role. */
export interface DemoProfileSeed {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  travelRole: UserRole;
}

interface DemoPersonalData {
  address: Address;
  phoneNumber: string;
  dateOfBirth: string;
  interests: string[];
}

function home(
  street: string,
  houseNumber: string,
  postalCode: string,
  locality: string,
  lon: number,
  lat: number,
): Address {
  return {
    label: `${street} ${houseNumber}, ${postalCode} ${locality}`,
    street,
    houseNumber,
    postalCode,
    locality,
    countryCode: 'NL',
    stateCode: 'GE',
    location: { type: 'Point', coordinates: [lon, lat] },
  };
}

/** Homes spread over the Achterhoek; the coordinates are those of the village or town (GeoNames). */
const DEMO_DATA: Record<string, DemoPersonalData> = {
  'gerda@example.nl': {
    address: home('Hummeloseweg', '12', '7021 BS', 'Zelhem', 6.34861, 52.00667),
    phoneNumber: '+31612345601',
    dateOfBirth: '1948-03-14',
    interests: ['breien', 'kerkkoor'],
  },
  'henk@example.nl': {
    address: home('Varsseveldseweg', '41', '7131 JK', 'Lichtenvoorde', 6.56667, 51.98667),
    phoneNumber: '+31612345602',
    dateOfBirth: '1956-09-02',
    interests: ['fietsen', 'oldtimers'],
  },
  'marieke@example.nl': {
    address: home('Beltrumseweg', '8', '7141 AK', 'Groenlo', 6.61111, 52.04167),
    phoneNumber: '+31612345603',
    dateOfBirth: '1979-05-21',
    interests: ['tuinieren'],
  },
  'jan@example.nl': {
    address: home('Terborgseweg', '77', '7005 BA', 'Doetinchem', 6.28889, 51.965),
    phoneNumber: '+31612345604',
    dateOfBirth: '1968-11-30',
    interests: ['wandelen'],
  },
  'ingrid@example.nl': {
    address: home('Misterweg', '23', '7101 EM', 'Winterswijk', 6.71944, 51.9725),
    phoneNumber: '+31612345605',
    dateOfBirth: '1962-07-08',
    interests: ['lezen', 'vrijwilligerswerk'],
  },
  'beheer@example.nl': {
    address: home('Lichtenvoordsestraat', '5', '7121 RA', 'Aalten', 6.58056, 51.925),
    phoneNumber: '+31612345606',
    dateOfBirth: '1975-01-17',
    interests: [],
  },
};

const FALLBACK = Object.values(DEMO_DATA);

/**
 * Gives each demo account a complete profile (home address in the Achterhoek, phone number, date of
 * birth, default preferences for its role). Only called right after the demo accounts were created;
 * an existing profile is left alone. Answers how many were created.
 */
export async function createDemoProfiles(db: Db, seeds: DemoProfileSeed[]): Promise<number> {
  let created = 0;
  for (const [index, seed] of seeds.entries()) {
    const data = DEMO_DATA[seed.email] ?? FALLBACK[index % FALLBACK.length]!;
    const role = applyRole(seed.travelRole, undefined, null, null);
    const row = await insertProfile(db, {
      id: seed.id,
      firstName: seed.givenName,
      lastName: seed.familyName,
      email: seed.email,
      phoneNumber: data.phoneNumber,
      dateOfBirth: data.dateOfBirth,
      ...newProfileColumns(role),
      ...addressColumns(data.address),
      interests: data.interests,
    });
    if (row) created += 1;
  }
  return created;
}
