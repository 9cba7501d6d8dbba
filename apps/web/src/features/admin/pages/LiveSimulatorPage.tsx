import type { SimulatedLiveChange } from '@achterhoek/contracts';
import { Alert, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DutchDateInput } from '../../../components/DutchDateInput';
import { Page } from '../../../components/Page';
import { QueryContent } from '../../../components/QueryContent';
import { isApiError, isNetworkError } from '../../../lib/api-error';
import { errorText } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useFormCheckedOnLeave } from '../../../lib/useFormCheckedOnLeave';
import { useHasRealmRole } from '../../../lib/useCurrentUser';
import { useSimulateLiveChange, useSimulatedLiveChanges } from '../api/liveSimulator';
import {
  DELAY_MINUTES_MAX,
  DELAY_MINUTES_MIN,
  amsterdamDay,
  delayMinutesOf,
  liveChangeFormSchema,
  serviceDayBounds,
  type LiveChangeFormValues,
} from '../lib/liveChangeForm';

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);

/**
 * /live-simulator ('Livesimulator', beyond the original): the demo's live public-transport feed, told by an
 * admin to make one trip (its GTFS trip_id) late, early or cancelled on one service day, so the live times,
 * the warnings and the new advice can be tried on any trip; below it the changes made so far ('Nog geen
 * wijzigingen.' without any). A server that reads a real feed has no simulator (404), and says so. Only
 * admins (identity-provider realm role) see the page; anyone else is told there is no access without
 * asking, and the server refuses them (403) too.
 */
export function LiveSimulatorPage() {
  const intl = useIntl();
  const isAdmin = useHasRealmRole('admin');
  const changes = useSimulatedLiveChanges(isAdmin);
  // Once the server has said it reads a real feed (the list, or a save), the form has nothing to do.
  const [switchedOff, setSwitchedOff] = useState(false);
  const status = changes.isError ? statusOf(changes.error) : undefined;

  let content;
  if (!isAdmin || status === 403) {
    content = <Text>{intl.formatMessage({ id: 'liveSimulator.noAccess' })}</Text>;
  } else if (switchedOff || status === 404) {
    content = <SwitchedOffNote takeFocus={switchedOff} />;
  } else {
    content = (
      <>
        <LiveChangeForm onSwitchedOff={() => setSwitchedOff(true)} />
        <ChangeList changes={changes} />
      </>
    );
  }
  return (
    <Page title="liveSimulator.title" intro="liveSimulator.intro">
      {content}
    </Page>
  );
}

/**
 * 'De livesimulator staat uit: …'. Found out by saving, it takes the focus, as the form it replaces had it.
 */
function SwitchedOffNote({ takeFocus }: { takeFocus: boolean }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <Alert ref={ref} tabIndex={-1} color="gray" variant="light" role="status">
      <Text>{intl.formatMessage({ id: 'liveSimulator.off' })}</Text>
    </Alert>
  );
}

/** The form: the trip, its service day (today by default), the minutes late and 'Rijdt niet'; 'Opslaan'. */
function LiveChangeForm({ onSwitchedOff }: { onSwitchedOff: () => void }) {
  const intl = useIntl();
  const simulate = useSimulateLiveChange();
  // The day the page opened: the service days it offers are a week either side of it.
  const [now] = useState(() => Date.now());
  const days = serviceDayBounds(now);
  const schema = useMemo(() => liveChangeFormSchema(intl, now), [intl, now]);
  const { handleSubmit, control, errors, isSubmitting, fieldProps } =
    useFormCheckedOnLeave<LiveChangeFormValues>(schema, {
      tripId: '',
      serviceDate: amsterdamDay(now),
      delayMinutes: '0',
      cancelled: false,
    });

  const onSubmit = handleSubmit(async (values) => {
    const change: SimulatedLiveChange = {
      tripId: values.tripId.trim(),
      serviceDate: values.serviceDate ?? '',
      delayMinutes: delayMinutesOf(values.delayMinutes),
      cancelled: values.cancelled,
    };
    try {
      await simulate.mutateAsync(change);
      notify.info('liveSimulator.saved');
    } catch (error) {
      const status = statusOf(error);
      if (status === 401) return; // already on its way to /session-expired
      if (status === 404) onSwitchedOff();
      else if (isNetworkError(error)) notify.error('offline.error');
      else if (status === 403) notify.error('liveSimulator.noAccess');
      else notify.error('liveSimulator.saveError');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          {...fieldProps('tripId', 'liveSimulator.tripId')}
          description={intl.formatMessage({ id: 'liveSimulator.tripIdHint' })}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
        <Controller
          control={control}
          name="serviceDate"
          render={({ field }) => (
            <DutchDateInput
              ref={field.ref}
              name={field.name}
              label={intl.formatMessage({ id: 'liveSimulator.serviceDate' })}
              description={intl.formatMessage({ id: 'liveSimulator.serviceDateHint' })}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              minDate={days.min}
              maxDate={days.max}
              error={errorText(intl, errors.serviceDate)}
            />
          )}
        />
        <TextInput
          {...fieldProps('delayMinutes', 'liveSimulator.delayMinutes')}
          description={intl.formatMessage(
            { id: 'liveSimulator.delayMinutesHint' },
            { min: DELAY_MINUTES_MIN, max: DELAY_MINUTES_MAX },
          )}
          type="number"
          min={DELAY_MINUTES_MIN}
          max={DELAY_MINUTES_MAX}
          step={1}
          required
          autoComplete="off"
          w={{ base: '100%', xs: 240 }}
        />
        <Controller
          control={control}
          name="cancelled"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              size="md"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              label={intl.formatMessage({ id: 'liveSimulator.cancelled' })}
            />
          )}
        />
        <Button type="submit" size="lg" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'common.save' })}
        </Button>
      </Stack>
    </form>
  );
}

/** 'Wijzigingen in de live-feed': each as 'arriva:1234 op 24-11-2026: vertraagd +15' (or 'rijdt niet'). */
function ChangeList({ changes }: { changes: ReturnType<typeof useSimulatedLiveChanges> }) {
  const intl = useIntl();
  const titleId = useId();
  const what = (change: SimulatedLiveChange) => {
    if (change.cancelled) return intl.formatMessage({ id: 'liveTimes.cancelled' });
    if (change.delayMinutes > 0) {
      return intl.formatMessage({ id: 'liveTimes.late' }, { minutes: change.delayMinutes });
    }
    if (change.delayMinutes < 0) {
      return intl.formatMessage({ id: 'liveTimes.early' }, { minutes: -change.delayMinutes });
    }
    return intl.formatMessage({ id: 'liveSimulator.onTime' });
  };
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {intl.formatMessage({ id: 'liveSimulator.changes' })}
      </Title>
      <QueryContent
        query={changes}
        error="liveSimulator.loadError"
        empty="liveSimulator.empty"
        isEmpty={(data) => data.changes.length === 0}
      >
        {(data) => (
          <Stack component="ul" aria-labelledby={titleId} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.changes.map((change) => (
              <Text
                component="li"
                key={`${change.tripId} ${change.serviceDate}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {intl.formatMessage(
                  { id: 'liveSimulator.change' },
                  { tripId: change.tripId, date: formatDate(change.serviceDate), what: what(change) },
                )}
              </Text>
            ))}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
