import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_OPTIONS } from '@achterhoek/contracts';
import type { ProfileRow } from '../repository/index.js';
import { toProfile, toPublicProfile } from './views.js';

const row: ProfileRow = {
  id: 'user-1',
  firstName: 'Gerda',
  lastName: 'Wassink',
  email: 'gerda@example.nl',
  phoneNumber: '+31612345601',
  previousPhoneNumber: null,
  phoneChangedAt: null,
  dateOfBirth: '1948-03-14',
  imagePath: null,
  userRole: 'passenger',
  actingRole: 'passenger',
  homeLabel: null,
  homeStreet: 'Hummeloseweg',
  homeHouseNumber: '12',
  homePostalCode: null,
  homeLocality: 'Zelhem',
  homeCountryCode: 'NL',
  homeStateCode: null,
  homeLon: 6.34861,
  homeLat: 52.00667,
  acceptedTerms: true,
  olderThanSixteen: true,
  safetyGuidelines: true,
  searchPreferences: null,
  ridePlanOptions: null,
  notificationOptions: DEFAULT_NOTIFICATION_OPTIONS,
  interests: [],
  iban: 'NL91ABNA0417164300',
  ibanHolder: 'G. Wassink',
  createdBy: null,
  createdAt: new Date('2026-01-01T10:00:00Z'),
  updatedAt: new Date('2026-01-01T10:00:00Z'),
};

describe('profile views', () => {
  it('maps the home address and leaves out absent parts', () => {
    expect(toProfile(row, '2026-03-02').address).toEqual({
      street: 'Hummeloseweg',
      houseNumber: '12',
      locality: 'Zelhem',
      countryCode: 'NL',
      location: { type: 'Point', coordinates: [6.34861, 52.00667] },
    });
    expect(toProfile({ ...row, homeLocality: null }, '2026-03-02').address).toBeNull();
  });

  it('shows nothing private in the public view', () => {
    expect(toPublicProfile(row, '2026-03-02')).toEqual({
      id: 'user-1',
      firstName: 'Gerda',
      lastName: 'Wassink',
      image: null,
      age: 77,
      userRole: 'passenger',
      interests: [],
    });
  });
});
