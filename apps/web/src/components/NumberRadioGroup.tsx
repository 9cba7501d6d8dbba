import { Group, Radio } from '@mantine/core';

/**
 * One number chosen from a few (minutes, metres), as a row of radio buttons, each labelled in the page's
 * words by `optionLabel`.
 */
export function NumberRadioGroup({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: number;
  options: readonly number[];
  optionLabel: (option: number) => string;
  onChange: (value: number) => void;
}) {
  return (
    <Radio.Group label={label} value={String(value)} onChange={(chosen) => onChange(Number(chosen))}>
      <Group mt={6}>
        {options.map((option) => (
          <Radio key={option} value={String(option)} label={optionLabel(option)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
