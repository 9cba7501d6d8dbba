import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadHomeMessages, loadPageMessages } from '../../i18n/intl';
import { paths } from '../../lib/paths';
import { registerRoutes } from '../../lib/route-registry';
import { RequireAuth } from '../guard/RequireAuth';
import { lazyPage, lazyPages } from './lazyPage';
import { PlainLayout } from './PlainLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';

// The pages, each loaded on its first visit. This table is the one place that imports a feature's pages
// (the lint zones allow it only here, and only lazily); features export hooks and components, not pages.
// The pages a signed-out visitor sees come with their own texts (see lazyPage).
const firstPage = lazyPages(
  {
    LandingPage: () => import('../../features/auth/pages/LandingPage'),
    LogoutPage: () => import('../../features/auth/pages/LogoutPage'),
    SessionExpiredPage: () => import('../../features/auth/pages/SessionExpiredPage'),
  },
  { texts: 'first pages' },
);
// Home, the page a returning user opens most, comes with its own texts and the frames' only.
const homePage = lazyPage(() => import('../../features/home/pages/HomePage'), 'HomePage', { texts: 'home' });
// Search, the page a passenger opens next, likewise with its own texts and the frames'.
const searchPage = lazyPage(() => import('../../features/search/pages/SearchPage'), 'SearchPage', {
  texts: 'search',
});
const page = lazyPages({
  AboutPage: () => import('../../features/about/pages/AboutPage'),
  TermsPage: () => import('../../features/about/pages/TermsPage'),
  AddCarPage: () => import('../../features/cars/pages/AddCarPage'),
  CarsPage: () => import('../../features/cars/pages/CarsPage'),
  CalendarFeedPage: () => import('../../features/calendar/pages/CalendarFeedPage'),
  DisputesPage: () => import('../../features/admin/pages/DisputesPage'),
  DelegatorsPage: () => import('../../features/delegation/pages/DelegatorsPage'),
  AddDelegatorPage: () => import('../../features/delegation/pages/AddDelegatorPage'),
  NewDelegatorPage: () => import('../../features/delegation/pages/NewDelegatorPage'),
  DelegatesPage: () => import('../../features/delegation/pages/DelegatesPage'),
  SmsOutboxPage: () => import('../../features/delegation/pages/SmsOutboxPage'),
  MailOutboxPage: () => import('../../features/admin/pages/MailOutboxPage'),
  LiveSimulatorPage: () => import('../../features/admin/pages/LiveSimulatorPage'),
  CommunityPage: () => import('../../features/community/pages/CommunityPage'),
  CreditsPage: () => import('../../features/credits/pages/CreditsPage'),
  AddCreditsPage: () => import('../../features/credits/pages/AddCreditsPage'),
  NewWithdrawalPage: () => import('../../features/credits/pages/NewWithdrawalPage'),
  WithdrawalOverviewPage: () => import('../../features/credits/pages/WithdrawalOverviewPage'),
  // Rewards and surveys (spec 001 §2.9, §2.14).
  RewardOverviewPage: () => import('../../features/rewards/pages/RewardOverviewPage'),
  SurveyCompletedPage: () => import('../../features/rewards/pages/SurveyCompletedPage'),
  WaitForDepositConfirmationPage: () => import('../../features/credits/pages/WaitForDepositConfirmationPage'),
  // Charities ('Goede Doelen', spec 001 §2.10–2.13).
  CharityOverviewPage: () => import('../../features/charities/pages/CharityOverviewPage'),
  CharityDetailPage: () => import('../../features/charities/pages/CharityDetailPage'),
  SupportGoalPage: () => import('../../features/charities/pages/SupportGoalPage'),
  DonatedPage: () => import('../../features/charities/pages/DonatedPage'),
  CreateCharityPage: () => import('../../features/charities/pages/CharityFormPage'),
  EditCharityPage: () => import('../../features/charities/pages/CharityFormPage'),
  // The treasurer's system accounts (spec 001 §2.17–2.19).
  SystemSettingsPage: () => import('../../features/treasury/pages/SystemSettingsPage'),
  SystemCreditsPage: () => import('../../features/treasury/pages/SystemCreditsPage'),
  PremiumDepositPage: () => import('../../features/treasury/pages/PremiumDepositPage'),
  PremiumWithdrawalPage: () => import('../../features/treasury/pages/PremiumWithdrawalPage'),
  PaymentsPage: () => import('../../features/treasury/pages/PaymentsPage'),
  EditPaymentsPage: () => import('../../features/treasury/pages/EditPaymentsPage'),
  NotFoundPage: () => import('../../features/errors/pages/NotFoundPage'),
  HowToPage: () => import('../../features/home/pages/HowToPage'),
  ModeSelectionPage: () => import('../../features/home/pages/ModeSelectionPage'),
  ConversationPage: () => import('../../features/messaging/pages/ConversationPage'),
  InboxPage: () => import('../../features/messaging/pages/InboxPage'),
  LocationPage: () => import('../../features/search/pages/LocationPage'),
  ShoutOutSubmittedPage: () => import('../../features/search/pages/ShoutOutSubmittedPage'),
  ShoutOutsPage: () => import('../../features/shoutouts/pages/ShoutOutsPage'),
  ShoutOutDriverPage: () => import('../../features/shoutouts/pages/ShoutOutDriverPage'),
  ShoutOutDriverProposePage: () => import('../../features/shoutouts/pages/ShoutOutDriverProposePage'),
  ShoutOutPassengerPage: () => import('../../features/shoutouts/pages/ShoutOutPassengerPage'),
  SearchOptionsPage: () => import('../../features/search/pages/SearchOptionsPage'),
  SearchResultsPage: () => import('../../features/search/pages/SearchResultsPage'),
  // The account page also brings the phone-number and IBAN libraries (a chunk of their own, vite.config.ts).
  AccountPage: () => import('../../features/profile/pages/AccountPage'),
  NotificationOptionsPage: () => import('../../features/profile/pages/NotificationOptionsPage'),
  OnboardingCompletePage: () => import('../../features/profile/pages/OnboardingCompletePage'),
  OnboardingPage: () => import('../../features/profile/pages/OnboardingPage'),
  ProfilePage: () => import('../../features/profile/pages/ProfilePage'),
  UserProfilePage: () => import('../../features/people/pages/UserProfilePage'),
  PlanPage: () => import('../../features/rides/pages/PlanPage'),
  PlanOptionsPage: () => import('../../features/rides/pages/PlanOptionsPage'),
  PlanSubmittedPage: () => import('../../features/rides/pages/PlanSubmittedPage'),
  RideDetailPage: () => import('../../features/rides/pages/RideDetailPage'),
  RideConfirmPage: () => import('../../features/rides/pages/RideConfirmPage'),
  RideConfirmedPage: () => import('../../features/rides/pages/RideConfirmedPage'),
  RideRejectedPage: () => import('../../features/rides/pages/RideRejectedPage'),
  RideUnconfirmPage: () => import('../../features/rides/pages/RideUnconfirmPage'),
  TripsOverviewPage: () => import('../../features/trips/pages/TripsOverviewPage'),
  ItineraryDetailPage: () => import('../../features/trips/pages/ItineraryDetailPage'),
  TripDetailPage: () => import('../../features/trips/pages/TripDetailPage'),
  TripPlanSubmittedPage: () => import('../../features/trips/pages/TripPlanSubmittedPage'),
  TripCancelledPage: () => import('../../features/trips/pages/TripCancelledPage'),
  TripConfirmPage: () => import('../../features/trips/pages/TripConfirmPage'),
  TripConfirmedPage: () => import('../../features/trips/pages/TripConfirmedPage'),
  TripRejectedPage: () => import('../../features/trips/pages/TripRejectedPage'),
  TripReviewedPage: () => import('../../features/trips/pages/TripReviewedPage'),
  TripUnconfirmPage: () => import('../../features/trips/pages/TripUnconfirmPage'),
  RegisterUserPage: () => import('../../features/registration/pages/RegisterUserPage'),
});

/** The route of a page: its path, the page, and what its back button does (see RouteHandle). */
function show(path: string, Page: ComponentType, handle?: RouteHandle): RouteObject {
  return handle ? { path, element: <Page />, handle } : { path, element: <Page /> };
}

const withBack: RouteHandle = { back: true };
/**
 * A back button that, on a page opened directly, goes to the given page (a path, or a path made of the
 * route's parameters) rather than Home.
 */
const backTo = (parent: string | NonNullable<RouteHandle['parent']>): RouteHandle => ({
  back: true,
  parent: typeof parent === 'string' ? () => parent : parent,
});

// The frames of the signed-in pages (start-up sequence, shell, credits gate) are not needed by the landing
// page a visitor sees first, so they are loaded with the first signed-in page; the start-up sequence and
// the shell with the texts they share with Home (nl-home.ts), the page decides on the rest. The router loads the lazy
// parts of all matched routes side by side before it shows them, so there is no waterfall of loaders.
const startupFrame: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ StartupProvider }] = await Promise.all([
      import('../startup/StartupProvider'),
      import('../styles/all-styles'),
      loadHomeMessages(),
    ]);
    return { Component: StartupProvider };
  },
};
const shellFrame: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ ShellLayout }] = await Promise.all([import('../shell/ShellLayout'), loadHomeMessages()]);
    return { Component: ShellLayout };
  },
};

// With credits switched off these paths are unknown: the not-found page.
const creditsFrame: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ CreditsGate }] = await Promise.all([import('../../features/credits'), loadPageMessages()]);
    return { element: <CreditsGate fallback={<page.NotFoundPage />} /> };
  },
};
// The treasury's pages exist only for a treasurer or an admin: for anybody else the not-found page. They
// stay with credits switched off: the banker still runs for the treasurer (the server lets them in too).
const treasuryFrame: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ TreasuryGate }] = await Promise.all([import('../../features/treasury'), loadPageMessages()]);
    return { element: <TreasuryGate fallback={<page.NotFoundPage />} /> };
  },
};

/**
 * The route table. Only /, /logout and /session-expired are open without a session (spec 001 §2.2);
 * everything else, the not-found page included, sits behind the login guard and the start-up sequence
 * (profile status, profile). The registration wizard is shown without the shell: there is nothing to
 * navigate to before the profile exists.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PlainLayout />,
        children: [
          show(paths.landing, firstPage.LandingPage),
          show(paths.logout, firstPage.LogoutPage),
          show(paths.sessionExpired, firstPage.SessionExpiredPage),
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            ...startupFrame,
            children: [
              {
                element: <PlainLayout />,
                children: [show(paths.registerUser, page.RegisterUserPage)],
              },
              {
                ...shellFrame,
                children: [
                  show(paths.home, homePage),
                  show(paths.surveyCompleted, page.SurveyCompletedPage),
                  show(paths.howTo, page.HowToPage, withBack),
                  show(paths.modeSelection, page.ModeSelectionPage),
                  show(paths.search, searchPage),
                  show(paths.searchOptions, page.SearchOptionsPage, withBack),
                  show(paths.searchResults, page.SearchResultsPage, withBack),
                  show(paths.shoutOutSubmitted, page.ShoutOutSubmittedPage, withBack),
                  show(paths.shoutOuts, page.ShoutOutsPage, backTo(paths.community)),
                  show(paths.shoutOutDriver, page.ShoutOutDriverPage, withBack),
                  show(paths.shoutOutDriverPropose, page.ShoutOutDriverProposePage, withBack),
                  show(paths.shoutOutPassenger, page.ShoutOutPassengerPage, withBack),
                  show(paths.plan, page.PlanPage),
                  show(paths.planSubmitted, page.PlanSubmittedPage, backTo(paths.tripsOverview)),
                  show(paths.planOptions, page.PlanOptionsPage, withBack),
                  show(paths.rideDetail, page.RideDetailPage, withBack),
                  show(paths.rideConfirm, page.RideConfirmPage, withBack),
                  show(paths.rideConfirmed, page.RideConfirmedPage),
                  show(paths.rideRejected, page.RideRejectedPage, withBack),
                  show(paths.rideUnconfirm, page.RideUnconfirmPage, withBack),
                  show(paths.tripsOverview, page.TripsOverviewPage),
                  show(paths.itineraryDetail, page.ItineraryDetailPage, withBack),
                  show(paths.tripDetail, page.TripDetailPage, withBack),
                  show(paths.tripPlanSubmitted, page.TripPlanSubmittedPage),
                  show(paths.tripCancelled, page.TripCancelledPage),
                  show(paths.tripConfirm, page.TripConfirmPage, withBack),
                  show(
                    paths.tripConfirmed,
                    page.TripConfirmedPage,
                    backTo(({ tripId }) => (tripId ? `/tripDetailPage/${tripId}` : paths.tripsOverview)),
                  ),
                  show(paths.tripRejected, page.TripRejectedPage, withBack),
                  show(paths.tripReviewed, page.TripReviewedPage),
                  show(paths.tripUnconfirm, page.TripUnconfirmPage, withBack),
                  show(paths.searchLocation, page.LocationPage, withBack),
                  show(paths.profile, page.ProfilePage),
                  show(paths.account, page.AccountPage, withBack),
                  show(paths.notificationOptions, page.NotificationOptionsPage, withBack),
                  show(paths.calendarFeed, page.CalendarFeedPage, withBack),
                  show(paths.userProfile, page.UserProfilePage, withBack),
                  show(paths.onboarding, page.OnboardingPage, withBack),
                  show(paths.onboardingComplete, page.OnboardingCompletePage),
                  show(paths.community, page.CommunityPage),
                  show(paths.disputes, page.DisputesPage, withBack),
                  show(paths.delegators, page.DelegatorsPage, withBack),
                  show(paths.delegatorsAdd, page.AddDelegatorPage, withBack),
                  show(paths.delegatorsNew, page.NewDelegatorPage, withBack),
                  show(paths.delegates, page.DelegatesPage, withBack),
                  show(paths.smsOutbox, page.SmsOutboxPage, withBack),
                  show(paths.mailOutbox, page.MailOutboxPage, withBack),
                  show(paths.liveSimulator, page.LiveSimulatorPage, withBack),
                  show(paths.inbox, page.InboxPage, withBack),
                  show(paths.conversation, page.ConversationPage, withBack),
                  show(paths.about, page.AboutPage, withBack),
                  show(paths.terms, page.TermsPage, withBack),
                  show(paths.cars, page.CarsPage, withBack),
                  show(paths.addCar, page.AddCarPage, withBack),
                  {
                    ...creditsFrame,
                    children: [
                      show(paths.credits, page.CreditsPage, backTo(paths.profile)),
                      show(paths.addCredits, page.AddCreditsPage, withBack),
                      show(paths.waitForDepositConfirmation, page.WaitForDepositConfirmationPage),
                      show(paths.withdrawalOverview, page.WithdrawalOverviewPage, withBack),
                      show(paths.newWithdrawal, page.NewWithdrawalPage, withBack),
                      show(paths.charityOverview, page.CharityOverviewPage, withBack),
                      show(paths.charityDetail, page.CharityDetailPage, backTo(paths.charityOverview)),
                      show(paths.supportGoal, page.SupportGoalPage, withBack),
                      show(paths.donated, page.DonatedPage),
                      // Adding and changing a charity: only a treasurer or an admin (spec 001 §2.13).
                      {
                        ...treasuryFrame,
                        children: [
                          show(paths.createCharity, page.CreateCharityPage, backTo(paths.charityOverview)),
                          show(paths.editCharity, page.EditCharityPage, withBack),
                        ],
                      },
                      show(paths.rewardOverview, page.RewardOverviewPage, withBack),
                    ],
                  },
                  {
                    ...treasuryFrame,
                    children: [
                      show(paths.payments, page.PaymentsPage, backTo(paths.community)),
                      show(paths.editPayments, page.EditPaymentsPage, backTo(paths.payments)),
                      show(paths.systemSettings, page.SystemSettingsPage, backTo(paths.community)),
                      show(paths.systemCredits, page.SystemCreditsPage, backTo(paths.community)),
                      show(paths.premiumDeposit, page.PremiumDepositPage, backTo(paths.systemCredits)),
                      show(paths.premiumWithdrawal, page.PremiumWithdrawalPage, backTo(paths.systemCredits)),
                    ],
                  },
                  show('*', page.NotFoundPage, withBack),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

registerRoutes(routes);
