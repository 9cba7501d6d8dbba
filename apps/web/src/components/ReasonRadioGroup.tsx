import { Radio, Stack, type MantineSize } from '@mantine/core';

/**
 * One reason chosen from a few (why a passenger did not ride along: the driver's reasons or the
 * passenger's own), a radio button for each in a column under the question, marked as asked for.
 * `onChange` hands on the chosen reason.
 */
export function ReasonRadioGroup<Reason extends string>({
  label,
  description,
  reasons,
  reasonLabel,
  value,
  onChange,
  required,
  size,
}: {
  label: string;
  description?: string;
  reasons: readonly Reason[];
  reasonLabel: (reason: Reason) => string;
  value: Reason | null;
  onChange: (reason: Reason | null) => void;
  required?: boolean;
  size?: MantineSize;
}) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(chosen) => onChange(reasons.find((reason) => reason === chosen) ?? null)}
      required={required}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {reasons.map((reason) => (
          <Radio key={reason} value={reason} label={reasonLabel(reason)} size={size} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
