import { Group, Radio, Stack } from '@mantine/core';
import { DateInput, DatesProvider, TimeInput } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { dayjs } from '../lib/dayjs';
import { earliestTime, MINUTES_STEP, onMinutesStep, today, type TravelTime } from '../lib/travel-time';
import { DISPLAY_DATE_FORMAT, parseTypedDate } from './BirthDateInput';

const DUTCH_CALENDAR = { locale: 'nl', firstDayOfWeek: 1 } as const;

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
 * (typed as DD-MM-JJJJ or picked from a Dutch calendar), and a 24-hour time in steps of 5 minutes that,
 * today, starts a minute from now.
 */
export function TravelTimeInput({ value, onChange, nowMs, legend }: TravelTimeInputProps) {
  const intl = useIntl();
  const minTime = earliestTime(value.date, nowMs);
  // The calendar's arrows and headings are buttons without text: each gets a Dutch name.
  const calendarLabels = {
    monthLevelControl: intl.formatMessage({ id: 'travelTime.calendar.monthLevel' }),
    yearLevelControl: intl.formatMessage({ id: 'travelTime.calendar.yearLevel' }),
    previousMonth: intl.formatMessage({ id: 'travelTime.calendar.previousMonth' }),
    nextMonth: intl.formatMessage({ id: 'travelTime.calendar.nextMonth' }),
    previousYear: intl.formatMessage({ id: 'travelTime.calendar.previousYear' }),
    nextYear: intl.formatMessage({ id: 'travelTime.calendar.nextYear' }),
    previousDecade: intl.formatMessage({ id: 'travelTime.calendar.previousDecade' }),
    nextDecade: intl.formatMessage({ id: 'travelTime.calendar.nextDecade' }),
  };
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
        <DatesProvider settings={DUTCH_CALENDAR}>
          <DateInput
            label={intl.formatMessage({ id: 'travelTime.date' })}
            value={value.date}
            onChange={(date) => date && onChange({ ...value, date: dayjs(date).format('YYYY-MM-DD') })}
            valueFormat={DISPLAY_DATE_FORMAT}
            dateParser={parseTypedDate}
            minDate={today(nowMs)}
            popoverProps={{ withinPortal: true }}
            ariaLabels={calendarLabels}
          />
        </DatesProvider>
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
