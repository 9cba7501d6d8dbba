import { GEOCODER_DEFAULT_MAX_RESULTS, type PlanQuery } from '@achterhoek/contracts';

// The planner's query keys, apart from its queries so that the search form, which only forgets searches,
// does not download the queries of the location and results pages.
export const plannerKeys = {
  suggestions: (query: string) => ['geo', 'suggestions', query, GEOCODER_DEFAULT_MAX_RESULTS] as const,
  /** Under the signed-in user, so another login never sees this user's favourites. */
  favourites: (signedInId: string) => ['places', signedInId, 'favourites'] as const,
  /** Under the signed-in user too: the answer is stored as that traveller's plan. */
  searches: (signedInId: string) => ['planner', signedInId, 'search'] as const,
  searchPlan: (signedInId: string, query: PlanQuery | null) =>
    ['planner', signedInId, 'search', query] as const,
};
