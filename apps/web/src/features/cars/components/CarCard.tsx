import type { CarDetails } from '@achterhoek/contracts';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import classes from './CarCard.module.css';

interface CarCardProps {
  car: CarDetails;
  /** A button next to the car's name (remove). */
  action?: ReactNode;
}

/**
 * One car as the register describes it (spec 000 §3 Car): brand and model as its title, then licence
 * plate, colour, seats and year of registration, each with its name for screen readers (a definition
 * list). Narrow screens wrap the title; the action keeps its place at the right.
 */
export function CarCard({ car, action }: CarCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const colours = [car.color, car.color2].filter((colour): colour is string => Boolean(colour?.trim()));

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0}>
          <Title order={2} size="h4" id={titleId} className={classes.title}>
            {`${car.brand} ${car.model}`}
          </Title>
          <dl className={classes.details}>
            <Detail label="cars.licensePlate">
              <span className={classes.plate}>{car.licensePlate}</span>
            </Detail>
            {colours.length > 0 && (
              <Detail label="cars.colour">
                {intl.formatList(
                  colours.map((colour) => colour.trim().toLowerCase()),
                  { type: 'conjunction' },
                )}
              </Detail>
            )}
            {car.nrSeats !== undefined && <Detail label="cars.seats">{car.nrSeats}</Detail>}
            {car.registrationYear !== undefined && <Detail label="cars.year">{car.registrationYear}</Detail>}
          </dl>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}

function Detail({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}
