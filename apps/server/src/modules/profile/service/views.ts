import {
  DEFAULT_NOTIFICATION_OPTIONS,
  type Address,
  type Place,
  type Profile,
  type PublicProfile,
} from '@achterhoek/contracts';
import type { PlaceRow, ProfileRow } from '../repository/index.js';
import { ageOn, type RolePreferences } from '../rules.js';

// Mapping between the profile tables' rows and the API's shapes.

/** The whole profile, as its owner or an admin sees it; the age counts to `today` (YYYY-MM-DD). */
export function toProfile(row: ProfileRow, today: string): Profile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    age: ageOn(row.dateOfBirth, today),
    image: row.imagePath,
    userRole: row.userRole,
    actingRole: row.actingRole,
    address:
      row.homeLocality !== null && row.homeLon !== null && row.homeLat !== null
        ? {
            ...(row.homeLabel !== null ? { label: row.homeLabel } : {}),
            ...(row.homeStreet !== null ? { street: row.homeStreet } : {}),
            ...(row.homeHouseNumber !== null ? { houseNumber: row.homeHouseNumber } : {}),
            ...(row.homePostalCode !== null ? { postalCode: row.homePostalCode } : {}),
            locality: row.homeLocality,
            countryCode: row.homeCountryCode ?? 'NL',
            ...(row.homeStateCode !== null ? { stateCode: row.homeStateCode } : {}),
            location: { type: 'Point', coordinates: [row.homeLon, row.homeLat] },
          }
        : null,
    consent: {
      acceptedTerms: row.acceptedTerms,
      olderThanSixteen: row.olderThanSixteen,
      safetyGuidelines: row.safetyGuidelines,
    },
    searchPreferences: row.searchPreferences,
    ridePlanOptions: row.ridePlanOptions,
    notificationOptions: row.notificationOptions,
    interests: row.interests,
    iban: row.iban,
    ibanHolder: row.ibanHolder,
    createdTime: row.createdAt.toISOString(),
  };
}

/** What anybody may see of somebody: nothing private. */
export function toPublicProfile(row: ProfileRow, today: string): PublicProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    image: row.imagePath,
    age: ageOn(row.dateOfBirth, today),
    userRole: row.userRole,
    interests: row.interests,
  };
}

export function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    ref: row.ref,
    label: row.label,
    name: row.name,
    category: row.category,
    favorite: row.favorite,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    locality: row.locality,
    countryCode: row.countryCode,
    stateCode: row.stateCode,
    location: { type: 'Point', coordinates: [row.lon, row.lat] },
  };
}

/** The home address as the profile's columns; all null without one. */
export function addressColumns(address: Address | null) {
  return {
    homeLabel: address?.label ?? null,
    homeStreet: address?.street ?? null,
    homeHouseNumber: address?.houseNumber ?? null,
    homePostalCode: address?.postalCode ?? null,
    homeLocality: address?.locality ?? null,
    homeCountryCode: address ? address.countryCode.toUpperCase() : null,
    homeStateCode: address?.stateCode ?? null,
    homeLon: address?.location.coordinates[0] ?? null,
    homeLat: address?.location.coordinates[1] ?? null,
  };
}

/**
 * What every new profile starts with, whoever makes it: its role and the preferences that role fills,
 * the three consents given, and the default notification choices.
 */
export function newProfileColumns(role: RolePreferences) {
  return {
    userRole: role.userRole,
    actingRole: role.actingRole,
    acceptedTerms: true,
    olderThanSixteen: true,
    safetyGuidelines: true,
    searchPreferences: role.searchPreferences,
    ridePlanOptions: role.ridePlanOptions,
    notificationOptions: { ...DEFAULT_NOTIFICATION_OPTIONS },
  };
}
