import { Button, Checkbox, NativeSelect, Stack } from '@mantine/core';
import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  DETOUR_METRES_OPTIONS,
  DETOUR_MINUTES_OPTIONS,
  type RidePlanOptions,
} from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { LuggageCheckboxGroup } from '../../../components/LuggageCheckboxGroup';
import { NumberRadioGroup } from '../../../components/NumberRadioGroup';
import { PageTitle } from '../../../components/PageTitle';
import { PassengerCountSlider } from '../../../components/PassengerCountSlider';
import { paths } from '../../../lib/paths';
import { useProfile } from '../../profile';
import { useMyCars } from '../../cars';
import { usePreferencesForm } from '../../search';

/** The choices, with the stored value among them even when it is not one of the standard steps. */
function withCurrent(options: readonly number[], current: number): number[] {
  return options.includes(current) ? [...options] : [...options, current].sort((a, b) => a - b);
}

/**
 * /planOptions ('Ritvoorkeuren', spec 000 §2 Ride preferences): how many passengers (1 to 8), how much
 * time and distance the driver accepts for picking passengers up (15–60 minutes, 5–100 km), which luggage
 * may come along, whether the driver helps people in and out, and the usual car. Kept in the profile's
 * ride preferences; a ride offer starts from them.
 */
export function PlanOptionsPage() {
  const intl = useIntl();
  const profile = useProfile();
  const cars = useMyCars();
  if (profile.isPending || cars.isPending) return <LoadingState />;
  if (profile.isError || cars.isError || !profile.data) {
    return (
      <ErrorWithRetry
        onRetry={() => void Promise.all([profile.refetch(), cars.refetch()])}
        retrying={profile.isFetching || cars.isFetching}
      >
        {intl.formatMessage({ id: 'rides.options.error' })}
      </ErrorWithRetry>
    );
  }
  return (
    <PlanOptionsForm initial={profile.data.ridePlanOptions ?? DEFAULT_RIDE_PLAN_OPTIONS} cars={cars.data} />
  );
}

function PlanOptionsForm({
  initial,
  cars,
}: {
  initial: RidePlanOptions;
  cars: NonNullable<ReturnType<typeof useMyCars>['data']>;
}) {
  const intl = useIntl();
  const {
    values: options,
    change,
    field,
    yesNo,
    submit,
    saving,
  } = usePreferencesForm('ridePlanOptions', initial, {
    saved: 'rides.options.saved',
    error: 'rides.options.error',
    next: paths.plan,
  });

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'rides.options.title' })}</PageTitle>
      <PassengerCountSlider {...field('maxPassengers', 'rides.options.maxPassengers')} />
      <NumberRadioGroup
        {...field('maxTimeDetour', 'rides.options.detourTime')}
        options={withCurrent(DETOUR_MINUTES_OPTIONS, options.maxTimeDetour)}
        optionLabel={(minutes) => intl.formatMessage({ id: 'rides.options.minutes' }, { minutes })}
      />
      <NumberRadioGroup
        {...field('maxDistanceDetour', 'rides.options.detourDistance')}
        options={withCurrent(DETOUR_METRES_OPTIONS, options.maxDistanceDetour)}
        optionLabel={(metres) =>
          intl.formatMessage({ id: 'rides.options.kilometres' }, { km: metres / 1000 })
        }
      />
      <LuggageCheckboxGroup {...field('luggageOptions', 'rides.options.luggage')} />
      <Checkbox {...yesNo('ableToAssist', 'rides.options.ableToAssist')} />
      {cars.length > 0 && (
        <NativeSelect
          label={intl.formatMessage({ id: 'rides.options.car' })}
          value={options.selectedCarRef ?? ''}
          onChange={(event) => change({ selectedCarRef: event.currentTarget.value || null })}
          data={[
            { value: '', label: '–' },
            ...cars.map((car) => ({
              value: car.carRef,
              label: `${car.brand} ${car.model} (${car.licensePlate})`,
            })),
          ]}
        />
      )}
      <Button size="lg" loading={saving} onClick={submit}>
        {intl.formatMessage({ id: 'rides.options.save' })}
      </Button>
    </Stack>
  );
}
