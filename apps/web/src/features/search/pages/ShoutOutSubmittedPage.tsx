import { Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';

/**
 * /shoutOutSubmittedPage/{shoutOutId} (spec 000 §2 Search results): the shout-out is placed; the drivers
 * living near the trip have been told. On to planning something else (/modeSelection).
 */
export function ShoutOutSubmittedPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'planner.shoutOut.submittedTitle' })}</PageTitle>
      <Text>{intl.formatMessage({ id: 'planner.shoutOut.submittedText' })}</Text>
      <Button component={Link} to={paths.modeSelection} style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'planner.shoutOut.onward' })}
      </Button>
    </Stack>
  );
}
