import { Radio, Stack } from '@mantine/core';
import type { RideScope } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';

/** Which rides of a recurrence a change or cancellation is for (spec 000 §5): this one, or this and the following. */
export function ScopeChoice({ value, onChange }: { value: RideScope; onChange: (scope: RideScope) => void }) {
  const intl = useIntl();
  return (
    <Radio.Group
      label={intl.formatMessage({ id: 'rides.cancel.scope' })}
      value={value}
      onChange={(choice) => onChange(choice === 'this-and-following' ? 'this-and-following' : 'this')}
    >
      <Stack gap={6} mt={6}>
        <Radio value="this" label={intl.formatMessage({ id: 'rides.cancel.scopeThis' })} />
        <Radio value="this-and-following" label={intl.formatMessage({ id: 'rides.cancel.scopeFollowing' })} />
      </Stack>
    </Radio.Group>
  );
}
