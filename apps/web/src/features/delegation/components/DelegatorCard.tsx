import type { DelegationPerson } from '@achterhoek/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PersonPhoto } from '../../../components/PersonPhoto';
import { personName } from '../../../lib/names';
import classes from './DelegatorCard.module.css';

/** For the card's buttons: their labels wrap on a narrow screen. */
export const cardActionClassNames = { root: classes.action, label: classes.actionLabel };

interface DelegatorCardProps {
  person: DelegationPerson;
  /** Lines under the name: since when, whether the user acts for them now, the state of a request. */
  children?: ReactNode;
  /** The buttons; on a phone they stand under the name, full width, so long names still fit. */
  actions?: ReactNode;
}

/** A person the user acts for (or asked to): photo or initials, name, a few lines and the actions. */
export function DelegatorCard({ person, children, actions }: DelegatorCardProps) {
  const name = personName(person);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {/* Decorative: the name is written beside it. */}
          <PersonPhoto name={name} image={person.image} size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {children}
          </Stack>
        </Group>
        {actions && (
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
