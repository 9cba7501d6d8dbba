import { Anchor, Button, Collapse, List, Stack } from '@mantine/core';
import { LuggageSchema, TravelModeSchema, type SearchPreferences } from '@achterhoek/contracts';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatWalkDistance } from '../lib/distance';
import { IconChevronDown } from './icons';

/**
 * The preferences the search used (spec 000 §2 Search results 'a collapsible preferences summary'),
 * folded away until asked for: a button that says whether it is open, and the list it opens.
 */
export function PreferencesSummary({ preferences }: { preferences: SearchPreferences }) {
  const intl = useIntl();
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  // Named in the contract's fixed order, whatever order they were ticked in.
  const modes = TravelModeSchema.options
    .filter((mode) => preferences.allowedTravelModes.includes(mode))
    .map((mode) => intl.formatMessage({ id: `travelMode.${mode}` }))
    .join(', ');
  const luggage = LuggageSchema.options
    .filter((kind) => preferences.luggageOptions.includes(kind))
    .map((kind) => intl.formatMessage({ id: `luggage.${kind}` }))
    .join(', ');
  const lines = [
    intl.formatMessage({ id: 'planner.results.passengers' }, { count: preferences.numPassengers }),
    preferences.allowedTravelModes.length > 0
      ? intl.formatMessage({ id: 'planner.results.modes' }, { modes })
      : intl.formatMessage({ id: 'planner.results.noModes' }),
    intl.formatMessage(
      { id: 'planner.results.walk' },
      { distance: formatWalkDistance(intl, preferences.maxWalkDistance) },
    ),
    intl.formatMessage(
      { id: 'planner.results.firstLeg' },
      { allowed: String(preferences.allowFirstLegRideshare) },
    ),
    intl.formatMessage(
      { id: 'planner.results.lastLeg' },
      { allowed: String(preferences.allowLastLegRideshare) },
    ),
    preferences.luggageOptions.length > 0
      ? intl.formatMessage({ id: 'planner.results.luggage' }, { luggage })
      : intl.formatMessage({ id: 'planner.results.noLuggage' }),
    intl.formatMessage({ id: 'planner.results.assistance' }, { needed: String(preferences.needsAssistance) }),
  ];
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="space-between"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        rightSection={
          <IconChevronDown
            size={20}
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        px="xs"
      >
        {intl.formatMessage({ id: 'planner.results.preferences' })}
      </Button>
      <Collapse expanded={opened} id={panelId} keepMountedMode="display-none">
        <Stack gap="xs" px="xs">
          <List spacing={4}>
            {lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Anchor component={Link} to={paths.searchOptions}>
            {intl.formatMessage({ id: 'planner.results.changePreferences' })}
          </Anchor>
        </Stack>
      </Collapse>
    </Stack>
  );
}
