import { DATE_OF_BIRTH_MIN } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { dayjs } from '../lib/dayjs';
import type { ControlledFieldProps } from './controlledFieldProps';
import { DutchDateInput } from './DutchDateInput';
import { STORED_DATE_FORMAT } from './typedDate';

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
  return (
    <DutchDateInput
      ref={inputRef}
      name={name}
      label={label}
      required={required}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      minDate={DATE_OF_BIRTH_MIN}
      maxDate={dayjs().format(STORED_DATE_FORMAT)}
      defaultLevel={value ? 'month' : 'decade'}
      defaultDate={value ?? '1960-01-01'}
      placeholder={intl.formatMessage({ id: 'dateOfBirth.placeholder' })}
      description={intl.formatMessage({ id: 'dateOfBirth.hint' })}
      clearable
      clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'dateOfBirth.clear' }) }}
    />
  );
}
