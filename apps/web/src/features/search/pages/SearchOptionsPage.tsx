import { Button, Checkbox, Stack, Switch, Text } from '@mantine/core';
import {
  DEFAULT_SEARCH_PREFERENCES,
  WALK_DISTANCE_OPTIONS,
  type SearchPreferences,
  type TravelMode,
} from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { LuggageCheckboxGroup } from '../../../components/LuggageCheckboxGroup';
import { NumberRadioGroup } from '../../../components/NumberRadioGroup';
import { PageTitle } from '../../../components/PageTitle';
import { PassengerCountSlider } from '../../../components/PassengerCountSlider';
import { paths } from '../../../lib/paths';
import { useProfile } from '../../profile';
import { usePreferencesForm } from '../hooks/usePreferencesForm';
import { formatWalkDistance } from '../lib/distance';

/** The modes of the region (spec 000 §9); a mode the profile holds besides these is shown too. */
const TRAVEL_MODES: TravelMode[] = ['BUS', 'RAIL', 'RIDESHARE', 'WALK'];

/** The choices, with the stored values among them even when they are not standard ones. */
function withCurrent<T>(options: readonly T[], current: readonly T[]): T[] {
  return [...options, ...current.filter((value) => !options.includes(value))];
}

/**
 * /searchOptions ('Ritvoorkeuren', spec 000 §2 Search preferences): for how many people the trip is (1
 * to 8), which luggage comes along, whether the traveller needs help getting in and out, which travel
 * modes may be used, whether a shared ride may take them to the first or from the last stop, and how far
 * they walk at most (250 m to 8 km). Kept in the profile's search preferences; with none there, the
 * defaults are shown: one person, hand luggage and groceries, bus, train, shared rides and walking, shared
 * rides to and from the stops allowed, at most 500 m walking, no help needed (spec 000 §9). Every search
 * starts from them.
 */
export function SearchOptionsPage() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingState />;
  if (profile.isError || !profile.data) {
    return <QueryLoadError query={profile} messageId="planner.options.loadError" />;
  }
  return <SearchOptionsForm initial={profile.data.searchPreferences ?? DEFAULT_SEARCH_PREFERENCES} />;
}

function SearchOptionsForm({ initial }: { initial: SearchPreferences }) {
  const intl = useIntl();
  const {
    values: preferences,
    change,
    field,
    yesNo,
    submit,
    saving,
  } = usePreferencesForm('searchPreferences', initial, {
    saved: 'planner.options.saved',
    error: 'planner.options.error',
    next: paths.search,
  });
  // The planner needs at least one way to travel.
  const noModes = preferences.allowedTravelModes.length === 0;
  // Shared first and last legs are shared rides: they mean nothing while shared rides are not allowed.
  const rideshare = preferences.allowedTravelModes.includes('RIDESHARE');

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'planner.options.title' })}</PageTitle>
      <PassengerCountSlider {...field('numPassengers', 'planner.options.passengers')} />
      <Checkbox.Group
        label={intl.formatMessage({ id: 'planner.options.modes' })}
        value={preferences.allowedTravelModes}
        onChange={(values) => change({ allowedTravelModes: values as TravelMode[] })}
        error={noModes ? intl.formatMessage({ id: 'planner.options.modesRequired' }) : undefined}
      >
        <Stack gap={6} mt={6}>
          {withCurrent(TRAVEL_MODES, initial.allowedTravelModes).map((mode) => (
            <Checkbox key={mode} value={mode} label={intl.formatMessage({ id: `travelMode.${mode}` })} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Stack gap="sm">
        <Switch
          {...yesNo('allowFirstLegRideshare', 'planner.options.firstLegRideshare')}
          checked={rideshare && preferences.allowFirstLegRideshare}
          disabled={!rideshare}
        />
        <Switch
          {...yesNo('allowLastLegRideshare', 'planner.options.lastLegRideshare')}
          checked={rideshare && preferences.allowLastLegRideshare}
          disabled={!rideshare}
        />
        {!rideshare && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'planner.options.rideshareOff' })}
          </Text>
        )}
      </Stack>
      <NumberRadioGroup
        {...field('maxWalkDistance', 'planner.options.walkDistance')}
        options={withCurrent(WALK_DISTANCE_OPTIONS, [preferences.maxWalkDistance]).sort((a, b) => a - b)}
        optionLabel={(metres) => formatWalkDistance(intl, metres)}
      />
      <LuggageCheckboxGroup {...field('luggageOptions', 'planner.options.luggage')} />
      <Checkbox {...yesNo('needsAssistance', 'planner.options.needsAssistance')} />
      <Button size="lg" disabled={noModes} loading={saving} onClick={() => !noModes && submit()}>
        {intl.formatMessage({ id: 'planner.options.save' })}
      </Button>
    </Stack>
  );
}
