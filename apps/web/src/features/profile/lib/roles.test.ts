import { DEFAULT_RIDE_PLAN_OPTIONS, DEFAULT_SEARCH_PREFERENCES } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { testProfile } from '../../../test/fakeApi';
import { notificationOptionsFor, withRole } from './roles';

describe('role switch', () => {
  it('fills default ride preferences when becoming a driver, and drives as one', () => {
    const switched = withRole(testProfile({ userRole: 'passenger', ridePlanOptions: null }), 'driver');
    expect(switched).toMatchObject({ userRole: 'driver', actingRole: 'driver' });
    expect(switched.ridePlanOptions).toEqual(DEFAULT_RIDE_PLAN_OPTIONS);
  });

  it('fills default search preferences when becoming a passenger', () => {
    const switched = withRole(testProfile({ userRole: 'driver', searchPreferences: null }), 'passenger');
    expect(switched.searchPreferences).toEqual(DEFAULT_SEARCH_PREFERENCES);
    expect(switched.actingRole).toBe('passenger');
  });

  it('fills both for both, keeps what exists and the acting role', () => {
    const own = { ...DEFAULT_SEARCH_PREFERENCES, numPassengers: 3 };
    const switched = withRole(
      testProfile({
        userRole: 'passenger',
        actingRole: 'passenger',
        searchPreferences: own,
        ridePlanOptions: null,
      }),
      'both',
    );
    expect(switched.searchPreferences).toBe(own);
    expect(switched.ridePlanOptions).toEqual(DEFAULT_RIDE_PLAN_OPTIONS);
    expect(switched.actingRole).toBe('passenger');
  });
});

describe('notification options per role', () => {
  it('differ between passengers and drivers; both see all', () => {
    expect(notificationOptionsFor('passenger')).toEqual([
      'tripConfirmations',
      'tripUpdates',
      'tripReminders',
      'messages',
    ]);
    expect(notificationOptionsFor('driver')).toEqual([
      'tripConfirmations',
      'tripUpdates',
      'messages',
      'shoutouts',
    ]);
    expect(notificationOptionsFor('both')).toEqual([
      'tripConfirmations',
      'tripUpdates',
      'tripReminders',
      'messages',
      'shoutouts',
    ]);
  });
});
