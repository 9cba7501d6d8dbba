import { Group, Radio, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { earliestTime, MINUTES_STEP, onMinutesStep, today, type TravelTime } from '../lib/travel-time';
import { TravelDateField } from './TravelDateField';

interface TravelTimeInputProps {
  value: TravelTime;
  onChange: (value: TravelTime) => void;
  /** The clock's now: the earliest day and, today, the earliest time. */
  nowMs: number;
  /** 'Vertrek' / 'Aankomst' labels for the choice between leaving and arriving at the time. */
  legend: string;
}

/**
 * The date and time of a trip or ride (spec 000 §5): leaving or arriving at it, a day from today on
 * (typed as DD-MM-JJJJ or picked from a Dutch calendar, see TravelDateField), and a 24-hour time in steps of 5 minutes that,
 * today, starts a minute from now.
 */
export function TravelTimeInput({ value, onChange, nowMs, legend }: TravelTimeInputProps) {
  const intl = useIntl();
  const minTime = earliestTime(value.date, nowMs);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={legend}
        value={value.arriving ? 'arrival' : 'departure'}
        onChange={(choice) => onChange({ ...value, arriving: choice === 'arrival' })}
      >
        <Group gap="lg" mt={4}>
          <Radio value="departure" label={intl.formatMessage({ id: 'travelTime.departure' })} />
          <Radio value="arrival" label={intl.formatMessage({ id: 'travelTime.arrival' })} />
        </Group>
      </Radio.Group>
      <Group gap="sm" grow wrap="nowrap" align="flex-start">
        <TravelDateField
          label={intl.formatMessage({ id: 'travelTime.date' })}
          value={value.date}
          minDate={today(nowMs)}
          onChange={(date) => onChange({ ...value, date })}
        />
        <TimeInput
          label={intl.formatMessage({ id: 'travelTime.time' })}
          value={value.time}
          step={MINUTES_STEP * 60}
          minTime={minTime}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            if (/^\d{2}:\d{2}$/.test(typed)) onChange({ ...value, time: onMinutesStep(typed) });
          }}
        />
      </Group>
    </Stack>
  );
}
