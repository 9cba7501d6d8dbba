import { Progress, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

interface NewDelegatorStepIndicatorProps {
  step: number;
  total: number;
  /** The id of the text, so the step's heading can refer to it. */
  textId: string;
}

/** Where the wizard is: 'Stap 2 van 4' as text, and a bar that says the same to a screen reader. */
export function NewDelegatorStepIndicator({ step, total, textId }: NewDelegatorStepIndicatorProps) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'registration.stepOf' }, { step, total });
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" id={textId}>
        {text}
      </Text>
      <Progress value={(step / total) * 100} aria-label={text} />
    </Stack>
  );
}
