import type { TripAlert } from '@achterhoek/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';

/**
 * 'Meldingen': the service alerts of the live feed on the lines of the trip's trains and buses (works,
 * disruptions), each its header in bold and its description below it. Nothing when there are none.
 */
export function TripAlerts({ alerts }: { alerts: readonly TripAlert[] | undefined }) {
  const intl = useIntl();
  const titleId = useId();
  if (!alerts || alerts.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {intl.formatMessage({ id: 'trips.alerts.title' })}
      </Title>
      <Stack component="ul" aria-labelledby={titleId} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {alerts.map((alert, index) => (
          <li
            key={index}
            style={{
              borderInlineStart: '4px solid var(--mantine-color-orange-7)',
              paddingInlineStart: 'var(--mantine-spacing-sm)',
            }}
          >
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {alert.header}
            </Text>
            {alert.description && (
              // The feed's text as it came: its line breaks kept, long words wrapped at 360 px.
              <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{alert.description}</Text>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
