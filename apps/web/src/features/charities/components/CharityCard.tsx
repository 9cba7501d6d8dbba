import type { Charity } from '@achterhoek/contracts';
import { Badge, Box, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { charityDetailPath } from '../../../lib/paths';
import { charityProgress } from '../lib/progress';
import { CharityImage } from './CharityImage';

/** One charity in the overview: picture, name, place and how far the campaign got; opens its page. */
export function CharityCard({ charity }: { charity: Charity }) {
  const progress = charityProgress(charity);
  return (
    <Card
      component={Link}
      to={charityDetailPath(charity.id)}
      withBorder
      padding="sm"
      data-testid="charity-card"
      aria-label={charity.name}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <CharityImage url={charity.imageUrl} name={charity.name} size={80} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {charity.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {charity.location.label}
          </Text>
          {charity.closed && (
            <Badge color="gray" variant="light">
              <FormattedMessage id="charities.closed" />
            </Badge>
          )}
          <Progress value={progress.ring} size="md" aria-hidden />
          {/* The label walks along with the bar, but never further than 90 % (spec 001 §2.11). */}
          <Box pl={`${progress.labelOffset * 0.6}%`}>
            <Text size="sm" data-testid="charity-progress">
              <FormattedMessage id="charities.progress" values={{ percent: progress.percent }} />
            </Text>
          </Box>
        </Stack>
      </Group>
    </Card>
  );
}
