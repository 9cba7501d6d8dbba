import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  addressColumns,
  at,
  createdNow,
  ibanColumns,
  ownedBy,
  ownedByKey,
  serialId,
  textList,
} from '../../platform/db/columns.js';
import type {
  NotificationOptions,
  RidePlanOptions,
  SearchPreferences,
  UserEvent,
} from '@achterhoek/contracts';

/** The profile service's tables: profiles, favourite places, compliments, reviews, the session log and surveys. */
export const profile = pgSchema('profile');

export const profiles = profile.table(
  'profiles',
  {
    /** The identity provider's subject (the managed identity). */
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164, e.g. +31612345678. */
    phoneNumber: text('phone_number'),
    /** The number before the last change, and when it changed: a delegation code goes to the earlier one for a while (decision 0023). */
    previousPhoneNumber: text('previous_phone_number'),
    phoneChangedAt: at('phone_changed_at'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Key in the image store, served under /images/. */
    imagePath: text('image_path'),
    userRole: text('user_role', { enum: ['passenger', 'driver', 'both'] }).notNull(),
    actingRole: text('acting_role', { enum: ['passenger', 'driver'] }).notNull(),
    homeLabel: text('home_label'),
    ...addressColumns('home'),
    homeLon: doublePrecision('home_lon'),
    homeLat: doublePrecision('home_lat'),
    acceptedTerms: boolean('accepted_terms').notNull(),
    olderThanSixteen: boolean('older_than_sixteen').notNull(),
    safetyGuidelines: boolean('safety_guidelines').notNull(),
    searchPreferences: jsonb('search_preferences').$type<SearchPreferences>(),
    ridePlanOptions: jsonb('ride_plan_options').$type<RidePlanOptions>(),
    notificationOptions: jsonb('notification_options').$type<NotificationOptions>().notNull(),
    interests: textList('interests'),
    ...ibanColumns(),
    /** Who created the profile when it was not the user (an admin). */
    createdBy: text('created_by'),
    createdAt: createdNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('profiles_user_role_idx').on(table.userRole)],
);

/** Favourite places; `ref` is the geocoder's reference, unique per profile. */
export const places = profile.table(
  'places',
  {
    id: serialId(),
    profileId: ownedByKey('profile_id', () => profiles.id),
    ref: text('ref'),
    label: text('label').notNull(),
    name: text('name'),
    category: text('category'),
    favorite: boolean('favorite').notNull().default(true),
    ...addressColumns(''),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    createdAt: createdNow(),
  },
  (table) => [uniqueIndex('places_profile_ref_key').on(table.profileId, table.ref)],
);

/** Who receives a compliment set or a review and who gives it: both profiles, removed with either. */
function receiverAndSender() {
  return {
    receiverId: ownedByKey('receiver_id', () => profiles.id),
    senderId: ownedByKey('sender_id', () => profiles.id),
  };
}

export const complimentSets = profile.table(
  'compliment_sets',
  {
    id: serialId(),
    ...receiverAndSender(),
    /** What the compliments are about: a trip or ride URN. */
    context: text('context').notNull(),
    compliments: text('compliments').array().notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('compliment_sets_receiver_sender_context_key').on(
      table.receiverId,
      table.senderId,
      table.context,
    ),
    index('compliment_sets_sender_idx').on(table.senderId),
  ],
);

export const reviews = profile.table(
  'reviews',
  {
    id: serialId(),
    ...receiverAndSender(),
    context: text('context').notNull(),
    review: text('review').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_receiver_sender_context_key').on(table.receiverId, table.senderId, table.context),
    index('reviews_sender_idx').on(table.senderId),
  ],
);

/** One row per login session of the app (the token's `sid`), for usage statistics. */
export const userSessions = profile.table(
  'user_sessions',
  {
    id: serialId(),
    profileId: ownedByKey('profile_id', () => profiles.id),
    sessionKey: text('session_key').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
  },
  (table) => [uniqueIndex('user_sessions_profile_session_key').on(table.profileId, table.sessionKey)],
);

export const userEvents = profile.table(
  'user_events',
  {
    id: serialId(),
    sessionId: ownedBy('session_id', () => userSessions.id),
    event: text('event', { enum: ['PAGE_VISIT', 'CTA_SELECTED', 'CTA_IN_VIEW'] })
      .$type<UserEvent['event']>()
      .notNull(),
    eventTime: at('event_time').notNull(),
    path: text('path'),
    ctaId: text('cta_id'),
    size: integer('size'),
    /** The delegator a delegate acted for, when the event happened on their behalf. */
    onBehalfOf: text('on_behalf_of'),
  },
  (table) => [index('user_events_session_idx').on(table.sessionId)],
);

/**
 * Surveys a person is invited to (reference §5.2): offered between start and end, to a person from
 * `takeDelayHours` after making their profile for `takeIntervalHours` (null: no end). Seeded at start-up
 * from the configuration (SURVEY_URL; the built-in demo survey in the demo).
 */
export const surveys = profile.table('surveys', {
  /** The survey's key, e.g. `survey-0`. */
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** The survey's page, without the person's identity: an absolute URL or a path of this app. */
  url: text('url').notNull(),
  startTime: at('start_time').notNull(),
  endTime: at('end_time'),
  takeDelayHours: integer('take_delay_hours').notNull().default(0),
  takeIntervalHours: integer('take_interval_hours'),
  /** The banker's incentive a submitted survey earns (`survey-0`). */
  incentiveCode: text('incentive_code').notNull(),
  /** What that reward is worth, for the texts (the banker's incentive decides what is paid). */
  rewardCredits: integer('reward_credits'),
});

/** A person's invitation to a survey and how far they got: one per person and survey. */
export const surveyInteractions = profile.table(
  'survey_interactions',
  {
    id: serialId(),
    surveyId: ownedByKey('survey_id', () => surveys.id),
    profileId: ownedByKey('profile_id', () => profiles.id),
    /** The first invitation; `invitationCount` counts every one issued since. */
    invitationTime: at('invitation_time').notNull(),
    invitationCount: integer('invitation_count').notNull().default(1),
    redirectTime: at('redirect_time'),
    /** Set once, by the first successful submit. */
    submitTime: at('submit_time'),
  },
  (table) => [uniqueIndex('survey_interactions_profile_survey_key').on(table.profileId, table.surveyId)],
);

/**
 * Accounts their owner removed (decision 0058): the identity's subject, which no token is accepted for
 * any more, and whose name shows as 'Verwijderde gebruiker' where others' records still name them.
 */
export const closedAccounts = profile.table('closed_accounts', {
  id: text('id').primaryKey(),
  closedAt: at('closed_at').notNull(),
});
