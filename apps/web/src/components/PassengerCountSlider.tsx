import { Slider, Stack, Text } from '@mantine/core';
import { MAX_PASSENGERS } from '@achterhoek/contracts';
import { useId } from 'react';

/**
 * How many people, 1 to 8 (spec 000 §9), as a slider with a mark per number: the passengers of a trip
 * search and the seats a driver offers. The visible label names the slider's thumb for screen readers.
 */
export function PassengerCountSlider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} fw={600}>
        {label}
      </Text>
      <Slider
        min={1}
        max={MAX_PASSENGERS}
        step={1}
        value={value}
        onChange={onChange}
        marks={Array.from({ length: MAX_PASSENGERS }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
        thumbProps={{ 'aria-labelledby': labelId }}
        mb="lg"
      />
    </Stack>
  );
}
