// Paths the app navigates to, in one place. Only some of them are registered routes yet; the others are
// the spec's routes (spec 001 §2.1) that links already point at (they show the not-found page until
// their feature is built).
export const paths = {
  landing: '/',
  home: '/home',
  logout: '/logout',
  sessionExpired: '/session-expired',
  about: '/about',
  terms: '/terms',
  registerUser: '/register-user',
  onboarding: '/onboardingPage',
  onboardingComplete: '/onboardingComplete',
  profile: '/profile',
  account: '/account',
  notificationOptions: '/profileNotificationOptions',
  calendarFeed: '/calendarFeed',
  userProfile: '/userProfilePage/:profileId',
  credits: '/credits',
  addCredits: '/addCredits',
  waitForDepositConfirmation: '/wait-for-deposit-confirmation',
  rewardOverview: '/rewardOverviewPage',
  surveyCompleted: '/survey-completed/:incentiveCode?',
  withdrawalOverview: '/withdrawalOverviewPage',
  newWithdrawal: '/newWithdrawal',
  charityOverview: '/charityOverviewPage',
  charityDetail: '/charityDetailPage/:id',
  supportGoal: '/supportGoal/:id',
  donated: '/donated/:donation',
  createCharity: '/createCharity',
  editCharity: '/editCharity/:charityId',
  // The treasury (spec 001 §2.15–2.18): only for a treasurer or an admin.
  payments: '/payments',
  editPayments: '/edit-payments/:batchId',
  systemSettings: '/system-settings',
  systemCredits: '/system-credits',
  premiumDeposit: '/premiumDepositPage',
  premiumWithdrawal: '/premiumWithdrawalPage',
  howTo: '/howTo',
  modeSelection: '/modeSelection',
  search: '/search',
  searchOptions: '/searchOptions',
  searchResults: '/searchResults/:tripId',
  itineraryDetail: '/itineraryDetailPage/:tripId',
  tripDetail: '/tripDetailPage/:tripId',
  tripPlanSubmitted: '/tripPlanSubmitted',
  tripCancelled: '/tripCancelledPage',
  shoutOutSubmitted: '/shoutOutSubmittedPage/:shoutOutId',
  tripConfirm: '/tripConfirmPage/:tripId',
  tripConfirmed: '/tripConfirmed/:tripId',
  tripRejected: '/tripRejected/:tripId',
  tripReviewed: '/tripReviewed/:otherRole',
  tripUnconfirm: '/tripUnconfirmPage/:tripId',
  searchLocation: '/searchLocation/:params',
  plan: '/plan',
  planSubmitted: '/planSubmitted',
  planOptions: '/planOptions',
  cars: '/Cars',
  addCar: '/AddCar',
  rideDetail: '/rideDetailPage/:rideId',
  rideConfirm: '/rideConfirm/:rideId',
  rideConfirmed: '/rideConfirmed/:rideId',
  rideRejected: '/rideRejected/:rideId',
  rideUnconfirm: '/rideUnconfirmPage/:rideId',
  shoutOuts: '/shout-outs',
  shoutOutDriver: '/shout-out-driver/:shoutOutId',
  shoutOutDriverPropose: '/shout-out-driver-propose/:shoutOutId',
  shoutOutPassenger: '/shout-out-passenger/:shoutOutId',
  tripsOverview: '/tripsOverviewPage',
  community: '/community',
  disputes: '/disputes',
  delegators: '/delegators',
  delegatorsAdd: '/delegators/add',
  delegatorsNew: '/delegators/new',
  delegates: '/delegates',
  smsOutbox: '/sms-outbox',
  mailOutbox: '/mail-outbox',
  liveSimulator: '/live-simulator',
  inbox: '/inbox',
  conversation: '/conversation/:conversationId?',
} as const;

/** The code step of a requested delegation: /delegators/add?delegationId={id}. */
export function delegatorCodePath(delegationId: number): string {
  return `/delegators/add?delegationId=${delegationId}`;
}

/** A charity's page, its donation form and its change form (spec 001 §2.11–2.13). */
export function charityDetailPath(id: number | string): string {
  return `/charityDetailPage/${id}`;
}
export function supportGoalPath(id: number | string): string {
  return `/supportGoal/${id}`;
}
export function editCharityPath(id: number | string): string {
  return `/editCharity/${id}`;
}
/** The thanks after a gift: /donated/{charityId};{charityName} (spec 001 §2.12), the name encoded. */
export function donatedPath(charityId: number, charityName: string): string {
  return `/donated/${charityId};${encodeURIComponent(charityName)}`;
}

/** One payout batch: /edit-payments/{batchId}. */
export function editPaymentsPath(batchId: number): string {
  return `/edit-payments/${batchId}`;
}

/** The public profile page of one user: /userProfilePage/{profileId}. */
export function userProfilePath(profileId: string): string {
  return `/userProfilePage/${encodeURIComponent(profileId)}`;
}

/** The fields the location page fills: the trip's start or destination, or the profile's home address. */
export type LocationField = 'from' | 'to' | 'home';

/**
 * The location page for one field: /searchLocation/{field};{editSearchCriteria} (spec 000 §2). With
 * editSearchCriteria the chosen place goes into the trip search; without it, to the page that opened it.
 */
export function searchLocationPath(field: LocationField, editSearchCriteria = true): string {
  return `/searchLocation/${field};${String(editSearchCriteria)}`;
}

/** The driver's view of one ride: /rideDetailPage/{rideId}. */
export function rideDetailPath(rideId: number): string {
  return `/rideDetailPage/${rideId}`;
}

/**
 * The driver's answers after a ride (spec 000 §2 Ride detail): whether the passengers rode along
 * (/rideConfirm), thanks and a review (/rideConfirmed), why one did not (/rideRejected), and taking a paid
 * confirmation back (/rideUnconfirmPage). `bookingId` narrows a page to one booking of the ride.
 */
const bookingQuery = (bookingId: number | undefined) =>
  bookingId === undefined ? '' : `?bookingId=${bookingId}`;
export function rideConfirmPath(rideId: number, bookingId?: number): string {
  return `/rideConfirm/${rideId}${bookingQuery(bookingId)}`;
}
export function rideConfirmedPath(rideId: number, bookingId?: number): string {
  return `/rideConfirmed/${rideId}${bookingQuery(bookingId)}`;
}
export function rideRejectedPath(rideId: number, bookingId: number): string {
  return `/rideRejected/${rideId}${bookingQuery(bookingId)}`;
}
export function rideUnconfirmPath(rideId: number): string {
  return `/rideUnconfirmPage/${rideId}`;
}

/**
 * The results of the trip search: /searchResults/{tripId}. The spec's tripId is -1 for a new search (the
 * criteria come from the search page); it names the trip being re-planned otherwise.
 */
export function searchResultsPath(tripId: number | string = -1): string {
  return `/searchResults/${tripId}`;
}

/**
 * One itinerary of a stored search, not booked yet: /itineraryDetailPage/-1?planId=…&itineraryId=… (the
 * spec's tripId -1 means a proposal; the plan and itinerary in the query make the page survive a reload).
 */
export function itineraryDetailPath(planId: number, itineraryId: number): string {
  return `/itineraryDetailPage/-1?planId=${planId}&itineraryId=${itineraryId}`;
}

/** The passenger's view of a booked trip: /tripDetailPage/{tripId}. */
export function tripDetailPath(tripId: number): string {
  return `/tripDetailPage/${tripId}`;
}

/**
 * The passenger's answers after a trip (spec 000 §2 Trip confirmation): whether they rode along
 * (/tripConfirmPage), thanks and a review of the driver (/tripConfirmed), why not (/tripRejected), and
 * taking an answer back (/tripUnconfirmPage).
 */
export function tripConfirmPath(tripId: number): string {
  return `/tripConfirmPage/${tripId}`;
}
export function tripConfirmedPath(tripId: number): string {
  return `/tripConfirmed/${tripId}`;
}
export function tripRejectedPath(tripId: number): string {
  return `/tripRejected/${tripId}`;
}
export function tripUnconfirmPath(tripId: number): string {
  return `/tripUnconfirmPage/${tripId}`;
}
/** 'Rit beoordeeld!' after reviewing the other side of a trip or ride: the driver or the passenger. */
export function tripReviewedPath(otherRole: 'driver' | 'passenger'): string {
  return `/tripReviewed/${otherRole}`;
}

/** After posting a shout-out: /shoutOutSubmittedPage/{shoutOutId}. */
export function shoutOutSubmittedPath(shoutOutId: number): string {
  return `/shoutOutSubmittedPage/${shoutOutId}`;
}

/** A driver's view of a shout-out: /shout-out-driver/{shoutOutId}. */
export function shoutOutDriverPath(shoutOutId: number): string {
  return `/shout-out-driver/${shoutOutId}`;
}

/** The driver's offer for a shout-out: /shout-out-driver-propose/{shoutOutId}. */
export function shoutOutDriverProposePath(shoutOutId: number): string {
  return `/shout-out-driver-propose/${shoutOutId}`;
}

/** The passenger's own shout-out with its offers: /shout-out-passenger/{shoutOutId}. */
export function shoutOutPassengerPath(shoutOutId: number): string {
  return `/shout-out-passenger/${shoutOutId}`;
}
