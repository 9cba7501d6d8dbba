import { Anchor, Button, Stack, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { TravelTimeInput } from '../../../components/TravelTimeInput';
import { notify } from '../../../lib/notify';
import { paths, searchResultsPath } from '../../../lib/paths';
import { isInPast, travelTimeIso, type TravelTime } from '../../../lib/travel-time';
import { useNow } from '../../../lib/useNow';
import { useForgetSearches } from '../api/queries';
import { FromToFields } from '../components/FromToFields';
import { useSearchCriteria } from '../hooks/useSearchCriteria';
import { formTravelTime } from '../lib/searchTravelTime';

/**
 * /search ('Waar wil je heen?', spec 000 §2 Trip search): where from and where to, each opening the
 * location page, a control that swaps them, the date and time (leaving or arriving; the next full hour
 * until one is chosen), the link to 'Ritvoorkeuren' and 'Plan je rit!', which opens the results of a new
 * search (tripId -1). The button needs both places and a time that is not in the past (spec 000 §5).
 */
export function SearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const now = useNow(30_000).getTime();
  const { criteria, swap, setTravelTime } = useSearchCriteria();
  const forgetSearches = useForgetSearches();
  // Bumped on every swap so a screen reader hears each one, not only the first.
  const [swaps, setSwaps] = useState(0);
  const nothingToSwap = criteria.from === null && criteria.to === null;
  const travelTime = formTravelTime(criteria.travelTime, now);
  const inPast = isInPast(travelTime, now);
  const ready = Boolean(criteria.from?.label && criteria.to?.label) && !inPast;

  // A past time gives the error notification (spec 000 §5), whenever the time becomes past: chosen so,
  // kept from earlier in the session, or overtaken by the clock while the page is open. Error
  // notifications stay until closed, so it is said once per change.
  useEffect(() => {
    if (inPast) notify.error('travelTime.inPast');
  }, [inPast]);

  const store = (value: TravelTime) =>
    setTravelTime({ when: travelTimeIso(value), arriving: value.arriving });

  const submit = () => {
    // The page's clock ticks every 30 seconds; the moment of the tap decides.
    if (isInPast(travelTime, Date.now())) {
      notify.error('travelTime.inPast');
      return;
    }
    // The shown time is kept even when it is the default, so the results search for what was on screen.
    store(travelTime);
    forgetSearches();
    void navigate(searchResultsPath(-1));
  };

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'planner.search.title' })}</PageTitle>
      <FromToFields
        from={criteria.from}
        to={criteria.to}
        swapDisabled={nothingToSwap}
        onSwap={() => {
          swap();
          setSwaps((count) => count + 1);
        }}
      />
      <VisuallyHidden aria-live="polite">
        {swaps > 0 && (
          <span key={swaps}>
            <FormattedMessage id="planner.search.swapped" />
          </span>
        )}
      </VisuallyHidden>
      <TravelTimeInput
        legend={intl.formatMessage({ id: 'planner.search.when' })}
        value={travelTime}
        onChange={store}
        nowMs={now}
      />
      <Anchor component={Link} to={paths.searchOptions}>
        {intl.formatMessage({ id: 'planner.search.options' })}
      </Anchor>
      <Button size="lg" disabled={!ready} onClick={submit}>
        {intl.formatMessage({ id: 'planner.search.submit' })}
      </Button>
    </Stack>
  );
}
