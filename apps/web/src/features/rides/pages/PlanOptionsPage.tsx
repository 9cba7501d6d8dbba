import { Button, Checkbox, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  DETOUR_METRES_OPTIONS,
  DETOUR_MINUTES_OPTIONS,
  LuggageSchema,
  type Luggage,
  type RidePlanOptions,
} from '@achterhoek/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { PassengerCountSlider } from '../../../components/PassengerCountSlider';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useProfile, useSaveProfile } from '../../profile';
import { useMyCars } from '../../cars';

const LUGGAGE: readonly Luggage[] = LuggageSchema.options;

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
  const navigate = useNavigate();
  const profile = useProfile();
  const save = useSaveProfile();
  const [options, setOptions] = useState<RidePlanOptions>(initial);
  const change = (update: Partial<RidePlanOptions>) => setOptions((current) => ({ ...current, ...update }));

  const submit = () => {
    if (!profile.data) return;
    save.mutate(
      { ...profile.data, ridePlanOptions: options },
      {
        onSuccess: () => {
          notify.info('rides.options.saved');
          void navigate(paths.plan);
        },
        onError: () => notify.error('rides.options.error'),
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'rides.options.title' })}</PageTitle>
      <PassengerCountSlider
        label={intl.formatMessage({ id: 'rides.options.maxPassengers' })}
        value={options.maxPassengers}
        onChange={(maxPassengers) => change({ maxPassengers })}
      />
      <Radio.Group
        label={intl.formatMessage({ id: 'rides.options.detourTime' })}
        value={String(options.maxTimeDetour)}
        onChange={(value) => change({ maxTimeDetour: Number(value) })}
      >
        <Group mt={6}>
          {withCurrent(DETOUR_MINUTES_OPTIONS, options.maxTimeDetour).map((minutes) => (
            <Radio
              key={minutes}
              value={String(minutes)}
              label={intl.formatMessage({ id: 'rides.options.minutes' }, { minutes })}
            />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={intl.formatMessage({ id: 'rides.options.detourDistance' })}
        value={String(options.maxDistanceDetour)}
        onChange={(value) => change({ maxDistanceDetour: Number(value) })}
      >
        <Group mt={6}>
          {withCurrent(DETOUR_METRES_OPTIONS, options.maxDistanceDetour).map((metres) => (
            <Radio
              key={metres}
              value={String(metres)}
              label={intl.formatMessage({ id: 'rides.options.kilometres' }, { km: metres / 1000 })}
            />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox.Group
        label={intl.formatMessage({ id: 'rides.options.luggage' })}
        value={options.luggageOptions}
        onChange={(values) => change({ luggageOptions: values as Luggage[] })}
      >
        <Stack gap={6} mt={6}>
          {LUGGAGE.map((luggage) => (
            <Checkbox
              key={luggage}
              value={luggage}
              label={intl.formatMessage({ id: `luggage.${luggage}` })}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox
        label={intl.formatMessage({ id: 'rides.options.ableToAssist' })}
        checked={options.ableToAssist}
        onChange={(event) => change({ ableToAssist: event.currentTarget.checked })}
      />
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
      <Button size="lg" loading={save.isPending} onClick={submit}>
        {intl.formatMessage({ id: 'rides.options.save' })}
      </Button>
    </Stack>
  );
}
