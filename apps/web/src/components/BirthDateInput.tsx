import { DATE_OF_BIRTH_MIN } from '@achterhoek/contracts';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { dayjs } from '../lib/dayjs';
import type { ControlledFieldProps } from './controlledFieldProps';
import { DISPLAY_DATE_FORMAT, parseTypedDate, STORED_DATE_FORMAT } from './typedDate';

// Where the date pickers of other features read them from until they import typedDate.ts themselves.
export { DISPLAY_DATE_FORMAT, parseTypedDate, STORED_DATE_FORMAT };

const DUTCH_CALENDAR = { locale: 'nl', firstDayOfWeek: 1 } as const;

/** The value is the date as YYYY-MM-DD; null while none is chosen. */
type BirthDateInputProps = ControlledFieldProps<string | null>;

/**
 * The date of birth (spec 000 §5): from 1920-01-01 up to today. It can be typed (DD-MM-JJJJ) or picked
 * from a calendar that opens at the decades, so nobody has to page back month by month.
 */
export function BirthDateInput({
  value,
  onChange,
  onBlur,
  error,
  label,
  required,
  inputRef,
  name,
}: BirthDateInputProps) {
  const intl = useIntl();
  // The calendar speaks Dutch and starts its weeks on Monday. It is the app's only date picker; its
  // settings live here so the date library is loaded with the pages that have one, not at start-up.
  return (
    <DatesProvider settings={DUTCH_CALENDAR}>
      <DateInput
        ref={inputRef}
        name={name}
        label={label}
        required={required}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        valueFormat={DISPLAY_DATE_FORMAT}
        dateParser={parseTypedDate}
        minDate={DATE_OF_BIRTH_MIN}
        maxDate={dayjs().format(STORED_DATE_FORMAT)}
        defaultLevel={value ? 'month' : 'decade'}
        defaultDate={value ?? '1960-01-01'}
        placeholder={intl.formatMessage({ id: 'dateOfBirth.placeholder' })}
        description={intl.formatMessage({ id: 'dateOfBirth.hint' })}
        clearable
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'dateOfBirth.clear' }) }}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
