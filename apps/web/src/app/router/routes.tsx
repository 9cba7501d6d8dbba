import type { RouteObject } from 'react-router';
import { loadPageMessages } from '../../i18n/intl';
import { paths } from '../../lib/paths';
import { registerRoutes } from '../../lib/route-registry';
import { RequireAuth } from '../guard/RequireAuth';
import { lazyPage } from './lazyPage';
import { PlainLayout } from './PlainLayout';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';

// The pages, each loaded on its first visit. This table is the one place that imports a feature's pages
// (the lint zones allow it only here, and only lazily); features export hooks and components, not pages.
const AboutPage = lazyPage(() => import('../../features/about/pages/AboutPage'), 'AboutPage');
const TermsPage = lazyPage(() => import('../../features/about/pages/TermsPage'), 'TermsPage');
// The pages a signed-out visitor sees come with their own texts (see lazyPage).
const LandingPage = lazyPage(() => import('../../features/auth/pages/LandingPage'), 'LandingPage', {
  firstPage: true,
});
const LogoutPage = lazyPage(() => import('../../features/auth/pages/LogoutPage'), 'LogoutPage', {
  firstPage: true,
});
const SessionExpiredPage = lazyPage(
  () => import('../../features/auth/pages/SessionExpiredPage'),
  'SessionExpiredPage',
  { firstPage: true },
);
const AddCarPage = lazyPage(() => import('../../features/cars/pages/AddCarPage'), 'AddCarPage');
const CarsPage = lazyPage(() => import('../../features/cars/pages/CarsPage'), 'CarsPage');
const CalendarFeedPage = lazyPage(
  () => import('../../features/calendar/pages/CalendarFeedPage'),
  'CalendarFeedPage',
);
const DisputesPage = lazyPage(() => import('../../features/admin/pages/DisputesPage'), 'DisputesPage');
const DelegatorsPage = lazyPage(
  () => import('../../features/delegation/pages/DelegatorsPage'),
  'DelegatorsPage',
);
const AddDelegatorPage = lazyPage(
  () => import('../../features/delegation/pages/AddDelegatorPage'),
  'AddDelegatorPage',
);
const NewDelegatorPage = lazyPage(
  () => import('../../features/delegation/pages/NewDelegatorPage'),
  'NewDelegatorPage',
);
const DelegatesPage = lazyPage(
  () => import('../../features/delegation/pages/DelegatesPage'),
  'DelegatesPage',
);
const SmsOutboxPage = lazyPage(
  () => import('../../features/delegation/pages/SmsOutboxPage'),
  'SmsOutboxPage',
);
const MailOutboxPage = lazyPage(() => import('../../features/admin/pages/MailOutboxPage'), 'MailOutboxPage');
const CommunityPage = lazyPage(() => import('../../features/community/pages/CommunityPage'), 'CommunityPage');
const CreditsPage = lazyPage(() => import('../../features/credits/pages/CreditsPage'), 'CreditsPage');
const AddCreditsPage = lazyPage(
  () => import('../../features/credits/pages/AddCreditsPage'),
  'AddCreditsPage',
);
const NewWithdrawalPage = lazyPage(
  () => import('../../features/credits/pages/NewWithdrawalPage'),
  'NewWithdrawalPage',
);
const WithdrawalOverviewPage = lazyPage(
  () => import('../../features/credits/pages/WithdrawalOverviewPage'),
  'WithdrawalOverviewPage',
);
// Rewards and surveys (spec 001 §2.9, §2.14).
const RewardOverviewPage = lazyPage(
  () => import('../../features/rewards/pages/RewardOverviewPage'),
  'RewardOverviewPage',
);
const SurveyCompletedPage = lazyPage(
  () => import('../../features/rewards/pages/SurveyCompletedPage'),
  'SurveyCompletedPage',
);
const WaitForDepositConfirmationPage = lazyPage(
  () => import('../../features/credits/pages/WaitForDepositConfirmationPage'),
  'WaitForDepositConfirmationPage',
);
// Charities ('Goede Doelen', spec 001 §2.10–2.13).
const CharityOverviewPage = lazyPage(
  () => import('../../features/charities/pages/CharityOverviewPage'),
  'CharityOverviewPage',
);
const CharityDetailPage = lazyPage(
  () => import('../../features/charities/pages/CharityDetailPage'),
  'CharityDetailPage',
);
const SupportGoalPage = lazyPage(
  () => import('../../features/charities/pages/SupportGoalPage'),
  'SupportGoalPage',
);
const DonatedPage = lazyPage(() => import('../../features/charities/pages/DonatedPage'), 'DonatedPage');
const CreateCharityPage = lazyPage(
  () => import('../../features/charities/pages/CharityFormPage'),
  'CreateCharityPage',
);
const EditCharityPage = lazyPage(
  () => import('../../features/charities/pages/CharityFormPage'),
  'EditCharityPage',
);
// The treasurer's system accounts (spec 001 §2.17–2.19).
const SystemSettingsPage = lazyPage(
  () => import('../../features/treasury/pages/SystemSettingsPage'),
  'SystemSettingsPage',
);
const SystemCreditsPage = lazyPage(
  () => import('../../features/treasury/pages/SystemCreditsPage'),
  'SystemCreditsPage',
);
const PremiumDepositPage = lazyPage(
  () => import('../../features/treasury/pages/PremiumDepositPage'),
  'PremiumDepositPage',
);
const PremiumWithdrawalPage = lazyPage(
  () => import('../../features/treasury/pages/PremiumWithdrawalPage'),
  'PremiumWithdrawalPage',
);
const PaymentsPage = lazyPage(() => import('../../features/treasury/pages/PaymentsPage'), 'PaymentsPage');
const EditPaymentsPage = lazyPage(
  () => import('../../features/treasury/pages/EditPaymentsPage'),
  'EditPaymentsPage',
);
const NotFoundPage = lazyPage(() => import('../../features/errors/pages/NotFoundPage'), 'NotFoundPage');
const HomePage = lazyPage(() => import('../../features/home/pages/HomePage'), 'HomePage');
const HowToPage = lazyPage(() => import('../../features/home/pages/HowToPage'), 'HowToPage');
const ModeSelectionPage = lazyPage(
  () => import('../../features/home/pages/ModeSelectionPage'),
  'ModeSelectionPage',
);
const ConversationPage = lazyPage(
  () => import('../../features/messaging/pages/ConversationPage'),
  'ConversationPage',
);
const InboxPage = lazyPage(() => import('../../features/messaging/pages/InboxPage'), 'InboxPage');
const LocationPage = lazyPage(() => import('../../features/search/pages/LocationPage'), 'LocationPage');
const SearchPage = lazyPage(() => import('../../features/search/pages/SearchPage'), 'SearchPage');
const ShoutOutSubmittedPage = lazyPage(
  () => import('../../features/search/pages/ShoutOutSubmittedPage'),
  'ShoutOutSubmittedPage',
);
const ShoutOutsPage = lazyPage(() => import('../../features/shoutouts/pages/ShoutOutsPage'), 'ShoutOutsPage');
const ShoutOutDriverPage = lazyPage(
  () => import('../../features/shoutouts/pages/ShoutOutDriverPage'),
  'ShoutOutDriverPage',
);
const ShoutOutDriverProposePage = lazyPage(
  () => import('../../features/shoutouts/pages/ShoutOutDriverProposePage'),
  'ShoutOutDriverProposePage',
);
const ShoutOutPassengerPage = lazyPage(
  () => import('../../features/shoutouts/pages/ShoutOutPassengerPage'),
  'ShoutOutPassengerPage',
);
const SearchOptionsPage = lazyPage(
  () => import('../../features/search/pages/SearchOptionsPage'),
  'SearchOptionsPage',
);
const SearchResultsPage = lazyPage(
  () => import('../../features/search/pages/SearchResultsPage'),
  'SearchResultsPage',
);
// The account page also brings the phone-number and IBAN libraries (a chunk of their own, vite.config.ts).
const AccountPage = lazyPage(() => import('../../features/profile/pages/AccountPage'), 'AccountPage');
const NotificationOptionsPage = lazyPage(
  () => import('../../features/profile/pages/NotificationOptionsPage'),
  'NotificationOptionsPage',
);
const OnboardingCompletePage = lazyPage(
  () => import('../../features/profile/pages/OnboardingCompletePage'),
  'OnboardingCompletePage',
);
const OnboardingPage = lazyPage(
  () => import('../../features/profile/pages/OnboardingPage'),
  'OnboardingPage',
);
const ProfilePage = lazyPage(() => import('../../features/profile/pages/ProfilePage'), 'ProfilePage');
const UserProfilePage = lazyPage(
  () => import('../../features/people/pages/UserProfilePage'),
  'UserProfilePage',
);
const PlanPage = lazyPage(() => import('../../features/rides/pages/PlanPage'), 'PlanPage');
const PlanOptionsPage = lazyPage(
  () => import('../../features/rides/pages/PlanOptionsPage'),
  'PlanOptionsPage',
);
const PlanSubmittedPage = lazyPage(
  () => import('../../features/rides/pages/PlanSubmittedPage'),
  'PlanSubmittedPage',
);
const RideDetailPage = lazyPage(() => import('../../features/rides/pages/RideDetailPage'), 'RideDetailPage');
const RideConfirmPage = lazyPage(
  () => import('../../features/rides/pages/RideConfirmPage'),
  'RideConfirmPage',
);
const RideConfirmedPage = lazyPage(
  () => import('../../features/rides/pages/RideConfirmedPage'),
  'RideConfirmedPage',
);
const RideRejectedPage = lazyPage(
  () => import('../../features/rides/pages/RideRejectedPage'),
  'RideRejectedPage',
);
const RideUnconfirmPage = lazyPage(
  () => import('../../features/rides/pages/RideUnconfirmPage'),
  'RideUnconfirmPage',
);
const TripsOverviewPage = lazyPage(
  () => import('../../features/trips/pages/TripsOverviewPage'),
  'TripsOverviewPage',
);
const ItineraryDetailPage = lazyPage(
  () => import('../../features/trips/pages/ItineraryDetailPage'),
  'ItineraryDetailPage',
);
const TripDetailPage = lazyPage(() => import('../../features/trips/pages/TripDetailPage'), 'TripDetailPage');
const TripPlanSubmittedPage = lazyPage(
  () => import('../../features/trips/pages/TripPlanSubmittedPage'),
  'TripPlanSubmittedPage',
);
const TripCancelledPage = lazyPage(
  () => import('../../features/trips/pages/TripCancelledPage'),
  'TripCancelledPage',
);
const TripConfirmPage = lazyPage(
  () => import('../../features/trips/pages/TripConfirmPage'),
  'TripConfirmPage',
);
const TripConfirmedPage = lazyPage(
  () => import('../../features/trips/pages/TripConfirmedPage'),
  'TripConfirmedPage',
);
const TripRejectedPage = lazyPage(
  () => import('../../features/trips/pages/TripRejectedPage'),
  'TripRejectedPage',
);
const TripReviewedPage = lazyPage(
  () => import('../../features/trips/pages/TripReviewedPage'),
  'TripReviewedPage',
);
const TripUnconfirmPage = lazyPage(
  () => import('../../features/trips/pages/TripUnconfirmPage'),
  'TripUnconfirmPage',
);
const RegisterUserPage = lazyPage(
  () => import('../../features/registration/pages/RegisterUserPage'),
  'RegisterUserPage',
);

const withBack: RouteHandle = { back: true };
/** A back button that, on a page opened directly, goes to the given page rather than Home. */
const backTo = (parent: RouteHandle['parent']): RouteHandle => ({ back: true, parent });

// The frames of the signed-in pages (start-up sequence, shell, credits gate) are not needed by the landing
// page a visitor sees first, so they are loaded with the first signed-in page. The router loads the lazy
// parts of all matched routes side by side before it shows them, so there is no waterfall of loaders.
const startupFrame: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ StartupProvider }] = await Promise.all([
      import('../startup/StartupProvider'),
      import('../styles/all-styles'),
      loadPageMessages(),
    ]);
    return { Component: StartupProvider };
  },
};
const shellFrame: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ ShellLayout }] = await Promise.all([import('../shell/ShellLayout'), loadPageMessages()]);
    return { Component: ShellLayout };
  },
};

// With credits switched off these paths are unknown: the not-found page.
const creditsFrame: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ CreditsGate }] = await Promise.all([import('../../features/credits'), loadPageMessages()]);
    return { element: <CreditsGate fallback={<NotFoundPage />} /> };
  },
};
// The treasury's pages exist only for a treasurer or an admin: for anybody else the not-found page. They
// stay with credits switched off: the banker still runs for the treasurer (the server lets them in too).
const treasuryFrame: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ TreasuryGate }] = await Promise.all([import('../../features/treasury'), loadPageMessages()]);
    return { element: <TreasuryGate fallback={<NotFoundPage />} /> };
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
          { path: paths.landing, element: <LandingPage /> },
          { path: paths.logout, element: <LogoutPage /> },
          { path: paths.sessionExpired, element: <SessionExpiredPage /> },
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
                children: [{ path: paths.registerUser, element: <RegisterUserPage /> }],
              },
              {
                ...shellFrame,
                children: [
                  { path: paths.home, element: <HomePage /> },
                  { path: paths.surveyCompleted, element: <SurveyCompletedPage /> },
                  { path: paths.howTo, element: <HowToPage />, handle: withBack },
                  { path: paths.modeSelection, element: <ModeSelectionPage /> },
                  { path: paths.search, element: <SearchPage /> },
                  { path: paths.searchOptions, element: <SearchOptionsPage />, handle: withBack },
                  { path: paths.searchResults, element: <SearchResultsPage />, handle: withBack },
                  { path: paths.shoutOutSubmitted, element: <ShoutOutSubmittedPage />, handle: withBack },
                  {
                    path: paths.shoutOuts,
                    element: <ShoutOutsPage />,
                    handle: backTo(() => paths.community),
                  },
                  { path: paths.shoutOutDriver, element: <ShoutOutDriverPage />, handle: withBack },
                  {
                    path: paths.shoutOutDriverPropose,
                    element: <ShoutOutDriverProposePage />,
                    handle: withBack,
                  },
                  { path: paths.shoutOutPassenger, element: <ShoutOutPassengerPage />, handle: withBack },
                  { path: paths.plan, element: <PlanPage /> },
                  {
                    path: paths.planSubmitted,
                    element: <PlanSubmittedPage />,
                    handle: backTo(() => paths.tripsOverview),
                  },
                  { path: paths.planOptions, element: <PlanOptionsPage />, handle: withBack },
                  { path: paths.rideDetail, element: <RideDetailPage />, handle: withBack },
                  { path: paths.rideConfirm, element: <RideConfirmPage />, handle: withBack },
                  { path: paths.rideConfirmed, element: <RideConfirmedPage /> },
                  { path: paths.rideRejected, element: <RideRejectedPage />, handle: withBack },
                  { path: paths.rideUnconfirm, element: <RideUnconfirmPage />, handle: withBack },
                  { path: paths.tripsOverview, element: <TripsOverviewPage /> },
                  { path: paths.itineraryDetail, element: <ItineraryDetailPage />, handle: withBack },
                  { path: paths.tripDetail, element: <TripDetailPage />, handle: withBack },
                  { path: paths.tripPlanSubmitted, element: <TripPlanSubmittedPage /> },
                  { path: paths.tripCancelled, element: <TripCancelledPage /> },
                  { path: paths.tripConfirm, element: <TripConfirmPage />, handle: withBack },
                  {
                    path: paths.tripConfirmed,
                    element: <TripConfirmedPage />,
                    handle: backTo(({ tripId }) =>
                      tripId ? `/tripDetailPage/${tripId}` : paths.tripsOverview,
                    ),
                  },
                  { path: paths.tripRejected, element: <TripRejectedPage />, handle: withBack },
                  { path: paths.tripReviewed, element: <TripReviewedPage /> },
                  { path: paths.tripUnconfirm, element: <TripUnconfirmPage />, handle: withBack },
                  { path: paths.searchLocation, element: <LocationPage />, handle: withBack },
                  { path: paths.profile, element: <ProfilePage /> },
                  { path: paths.account, element: <AccountPage />, handle: withBack },
                  { path: paths.notificationOptions, element: <NotificationOptionsPage />, handle: withBack },
                  { path: paths.calendarFeed, element: <CalendarFeedPage />, handle: withBack },
                  { path: paths.userProfile, element: <UserProfilePage />, handle: withBack },
                  { path: paths.onboarding, element: <OnboardingPage />, handle: withBack },
                  { path: paths.onboardingComplete, element: <OnboardingCompletePage /> },
                  { path: paths.community, element: <CommunityPage /> },
                  { path: paths.disputes, element: <DisputesPage />, handle: withBack },
                  { path: paths.delegators, element: <DelegatorsPage />, handle: withBack },
                  { path: paths.delegatorsAdd, element: <AddDelegatorPage />, handle: withBack },
                  { path: paths.delegatorsNew, element: <NewDelegatorPage />, handle: withBack },
                  { path: paths.delegates, element: <DelegatesPage />, handle: withBack },
                  { path: paths.smsOutbox, element: <SmsOutboxPage />, handle: withBack },
                  { path: paths.mailOutbox, element: <MailOutboxPage />, handle: withBack },
                  { path: paths.inbox, element: <InboxPage />, handle: withBack },
                  { path: paths.conversation, element: <ConversationPage />, handle: withBack },
                  { path: paths.about, element: <AboutPage />, handle: withBack },
                  { path: paths.terms, element: <TermsPage />, handle: withBack },
                  { path: paths.cars, element: <CarsPage />, handle: withBack },
                  { path: paths.addCar, element: <AddCarPage />, handle: withBack },
                  {
                    ...creditsFrame,
                    children: [
                      { path: paths.credits, element: <CreditsPage />, handle: backTo(() => paths.profile) },
                      { path: paths.addCredits, element: <AddCreditsPage />, handle: withBack },
                      { path: paths.waitForDepositConfirmation, element: <WaitForDepositConfirmationPage /> },
                      {
                        path: paths.withdrawalOverview,
                        element: <WithdrawalOverviewPage />,
                        handle: withBack,
                      },
                      { path: paths.newWithdrawal, element: <NewWithdrawalPage />, handle: withBack },
                      { path: paths.charityOverview, element: <CharityOverviewPage />, handle: withBack },
                      {
                        path: paths.charityDetail,
                        element: <CharityDetailPage />,
                        handle: backTo(() => paths.charityOverview),
                      },
                      { path: paths.supportGoal, element: <SupportGoalPage />, handle: withBack },
                      { path: paths.donated, element: <DonatedPage /> },
                      // Adding and changing a charity: only a treasurer or an admin (spec 001 §2.13).
                      {
                        ...treasuryFrame,
                        children: [
                          {
                            path: paths.createCharity,
                            element: <CreateCharityPage />,
                            handle: backTo(() => paths.charityOverview),
                          },
                          { path: paths.editCharity, element: <EditCharityPage />, handle: withBack },
                        ],
                      },
                      { path: paths.rewardOverview, element: <RewardOverviewPage />, handle: withBack },
                    ],
                  },
                  {
                    ...treasuryFrame,
                    children: [
                      {
                        path: paths.payments,
                        element: <PaymentsPage />,
                        handle: backTo(() => paths.community),
                      },
                      {
                        path: paths.editPayments,
                        element: <EditPaymentsPage />,
                        handle: backTo(() => paths.payments),
                      },
                      {
                        path: paths.systemSettings,
                        element: <SystemSettingsPage />,
                        handle: backTo(() => paths.community),
                      },
                      {
                        path: paths.systemCredits,
                        element: <SystemCreditsPage />,
                        handle: backTo(() => paths.community),
                      },
                      {
                        path: paths.premiumDeposit,
                        element: <PremiumDepositPage />,
                        handle: backTo(() => paths.systemCredits),
                      },
                      {
                        path: paths.premiumWithdrawal,
                        element: <PremiumWithdrawalPage />,
                        handle: backTo(() => paths.systemCredits),
                      },
                    ],
                  },
                  { path: '*', element: <NotFoundPage />, handle: withBack },
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
