import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import type { Ref } from 'react';
import { DISPLAY_DATE_FORMAT, parseTypedDate } from './typedDate';

const DUTCH_CALENDAR = { locale: 'nl', firstDayOfWeek: 1 } as const;

/**
 * Mantine's date field as the app's date fields have it (spec 000 §5): a Dutch calendar whose weeks start
 * on Monday, in a layer above the page; the date shown as DD-MM-JJJJ and read as people type it.
 */
export function DutchDateInput(props: DateInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <DatesProvider settings={DUTCH_CALENDAR}>
      <DateInput
        valueFormat={DISPLAY_DATE_FORMAT}
        dateParser={parseTypedDate}
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
