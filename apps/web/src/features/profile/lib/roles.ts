import {
  type ActingRole,
  DEFAULT_RIDE_PLAN_OPTIONS,
  DEFAULT_SEARCH_PREFERENCES,
  type NotificationOptions,
  type Profile,
  type UserRole,
} from '@achterhoek/contracts';

export function isPassenger(role: UserRole | null | undefined): boolean {
  return role === 'passenger' || role === 'both';
}

export function isDriver(role: UserRole | null | undefined): boolean {
  return role === 'driver' || role === 'both';
}

/**
 * The role a page shows the user in (spec 000 §4): a single role is the role; with both, the acting role
 * the role tabs chose (passenger until chosen).
 */
export function shownRole(profile: Pick<Profile, 'userRole' | 'actingRole'>): ActingRole {
  if (profile.userRole === 'both') return profile.actingRole ?? 'passenger';
  return profile.userRole === 'driver' ? 'driver' : 'passenger';
}

/**
 * Spec 000 §4 role switch: becoming a passenger (or both) fills default search preferences when there
 * are none, becoming a driver (or both) default ride preferences. The acting role follows a single role.
 * The server fills the same defaults; doing it here too keeps the cached profile right at once.
 */
export function withRole(profile: Profile, role: UserRole): Profile {
  return {
    ...profile,
    userRole: role,
    actingRole: role === 'both' ? profile.actingRole : role,
    searchPreferences:
      isPassenger(role) && !profile.searchPreferences
        ? { ...DEFAULT_SEARCH_PREFERENCES }
        : profile.searchPreferences,
    ridePlanOptions:
      isDriver(role) && !profile.ridePlanOptions ? { ...DEFAULT_RIDE_PLAN_OPTIONS } : profile.ridePlanOptions,
  };
}

export type NotificationOption = keyof NotificationOptions;

const PASSENGER_OPTIONS: NotificationOption[] = [
  'tripConfirmations',
  'tripUpdates',
  'tripReminders',
  'messages',
];
const DRIVER_OPTIONS: NotificationOption[] = ['tripConfirmations', 'tripUpdates', 'messages', 'shoutouts'];
const ORDER: NotificationOption[] = [
  'tripConfirmations',
  'tripUpdates',
  'tripReminders',
  'messages',
  'shoutouts',
];

/** The notification switches a role sees (spec 000 §6: they differ per role); both roles see all. */
export function notificationOptionsFor(role: UserRole): NotificationOption[] {
  const wanted = new Set<NotificationOption>([
    ...(isPassenger(role) ? PASSENGER_OPTIONS : []),
    ...(isDriver(role) ? DRIVER_OPTIONS : []),
  ]);
  return ORDER.filter((option) => wanted.has(option));
}
