// Paths the app navigates to, in one place. Only some of them are registered routes yet; the others are
// the spec's routes that the bottom navigation already points at (they show the not-found page until
// their feature is built).
export const paths = {
  landing: '/',
  home: '/home',
  logout: '/logout',
  sessionExpired: '/session-expired',
  about: '/about',
  terms: '/terms',
  profile: '/profile',
  modeSelection: '/modeSelection',
  tripsOverview: '/tripsOverviewPage',
  community: '/community',
} as const;
