import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { dayjs } from '../lib/dayjs';
import { DutchDateInput } from './DutchDateInput';
import { STORED_DATE_FORMAT } from './typedDate';

export interface TravelDatePickerProps {
  id: string;
  label: string;
  /** YYYY-MM-DD. */
  value: string;
  /** The first day that can be chosen (YYYY-MM-DD). */
  minDate: string;
  onChange: (date: string) => void;
  /** Takes the focus when it appears: it replaces the stand-in the user was in (TravelDateField). */
  takeFocus?: boolean;
}

/**
 * The day of a trip or ride, typed as DD-MM-JJJJ or picked from a Dutch calendar (spec 000 §5). Loaded
 * only when a page's date field is first used (TravelDateField): the calendar and its pop-over positioning
 * are a large part of a page's download.
 */
export function TravelDatePicker({ id, label, value, minDate, onChange, takeFocus }: TravelDatePickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  // Focusing the field opens the calendar, as it does for a user who focuses the picker itself. Before
  // the paint, so that nothing typed meanwhile falls outside the field. Its date is selected, as in a
  // field one tabs into: what is typed next replaces it rather than being added to it (a date typed
  // while the picker took the stand-in's place was lost that way, the date of today kept).
  useLayoutEffect(() => {
    if (!takeFocus) return;
    input.current?.focus();
    input.current?.select();
  }, [takeFocus]);
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
    <DutchDateInput
      ref={input}
      id={id}
      label={label}
      value={value}
      onChange={(date) => date && onChange(dayjs(date).format(STORED_DATE_FORMAT))}
      minDate={minDate}
      ariaLabels={calendarLabels}
    />
  );
}
