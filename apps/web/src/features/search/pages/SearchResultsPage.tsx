import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { DEFAULT_SEARCH_PREFERENCES } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { useProfile } from '../../profile';
import { useSearchPlan } from '../api/queries';
import { CriteriaSummary } from '../components/CriteriaSummary';
import { ItineraryList } from '../components/ItineraryList';
import { PreferencesSummary } from '../components/PreferencesSummary';
import { RegionalTaxiDialog } from '../components/RegionalTaxiDialog';
import { RideAlertButton } from '../components/RideAlertButton';
import { SearchPendingCard } from '../components/SearchPendingCard';
import { ShoutOutButton } from '../components/ShoutOutButton';
import { useSearchCriteria } from '../hooks/useSearchCriteria';
import { planQueryFor } from '../lib/planQuery';

/**
 * /searchResults/{tripId} (spec 000 §2 Search results): searches with the session's criteria and the
 * profile's search preferences (the defaults of 'Ritvoorkeuren' while the profile has none) and shows what
 * was asked, the preferences folded away, the waiting card while the planner works, and then the itineraries
 * per day of arrival, or 'Helaas, er zijn geen ritten gevonden.'. A failed search can be tried again. Once it
 * has answered, the trip can be posted as a shout-out to the community and, when nothing was found, kept as a
 * ride alert (a ride offered later that fits it is announced); the regional taxi is offered below, whatever
 * the outcome. tripId -1 is a new search; re-planning a booked trip (another tripId) comes with the trips,
 * and until then searches with the criteria too.
 */
export function SearchResultsPage() {
  const intl = useIntl();
  const { criteria } = useSearchCriteria();
  const profile = useProfile();
  const preferences = profile.data?.searchPreferences ?? DEFAULT_SEARCH_PREFERENCES;
  // Asked only once the profile is there, so the search uses the traveller's own preferences.
  const query = profile.data ? planQueryFor(criteria, preferences) : null;
  const search = useSearchPlan(query);
  const complete = Boolean(criteria.from && criteria.to && criteria.travelTime);

  const outcome = () => {
    if (!complete) {
      return (
        <Alert variant="light">
          <Stack gap="xs" align="flex-start">
            <Text>{intl.formatMessage({ id: 'planner.results.noCriteria' })}</Text>
            <Anchor component={Link} to={paths.search}>
              {intl.formatMessage({ id: 'planner.results.change' })}
            </Anchor>
          </Stack>
        </Alert>
      );
    }
    if (profile.isError) {
      return <QueryLoadError query={profile} messageId="planner.results.error" />;
    }
    if (profile.isPending) return <LoadingState />;
    if (search.isError) {
      return <QueryLoadError query={search} messageId="planner.results.error" />;
    }
    if (search.isPending) return <SearchPendingCard />;
    if (search.data.itineraries.length === 0) {
      return <Text>{intl.formatMessage({ id: 'planner.results.empty' })}</Text>;
    }
    return <ItineraryList plan={search.data} />;
  };

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'planner.results.title' })}</PageTitle>
      {complete && <CriteriaSummary criteria={criteria} />}
      {complete && <PreferencesSummary preferences={preferences} />}
      {outcome()}
      {complete && search.isSuccess && (
        <ShoutOutButton criteria={criteria} passengers={preferences.numPassengers} />
      )}
      {/* A ride alert is for a search that found nothing: a ride offered later may still serve it. */}
      {complete && search.isSuccess && search.data.itineraries.length === 0 && (
        <RideAlertButton criteria={criteria} passengers={preferences.numPassengers} />
      )}
      <RegionalTaxiDialog />
    </Stack>
  );
}
