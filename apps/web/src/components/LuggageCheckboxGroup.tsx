import { Checkbox, Stack } from '@mantine/core';
import { LuggageSchema, type Luggage } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';

const LUGGAGE: readonly Luggage[] = LuggageSchema.options;

/**
 * Which luggage comes along, one checkbox per kind of luggage, each named in Dutch: a traveller's search
 * preferences and what a driver's car takes.
 */
export function LuggageCheckboxGroup({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Luggage[];
  onChange: (value: Luggage[]) => void;
}) {
  const intl = useIntl();
  return (
    <Checkbox.Group label={label} value={value} onChange={(values) => onChange(values as Luggage[])}>
      <Stack gap={6} mt={6}>
        {LUGGAGE.map((luggage) => (
          <Checkbox key={luggage} value={luggage} label={intl.formatMessage({ id: `luggage.${luggage}` })} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
