import type { Address } from '@achterhoek/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { addressLine } from '../../../lib/geo';
import { searchLocationPath } from '../../../lib/paths';
import { useProfile } from '../../profile';
import { ChoiceList, ChoiceRow } from './ChoiceList';
import { IconHouse } from './icons';
import { BACK_ON_CHOICE } from '../hooks/useReturnAfterChoice';

interface HomeAddressSectionProps {
  editSearchCriteria: boolean;
  busy: boolean;
  onChoose: (address: Address) => void;
}

/** The home address from the profile as a choice, or the way to set one when there is none. */
export function HomeAddressSection({ editSearchCriteria, busy, onChoose }: HomeAddressSectionProps) {
  const intl = useIntl();
  const profile = useProfile();
  const headingId = useId();

  let content;
  if (profile.isError) {
    content = <QueryLoadError query={profile} messageId="profile.loadError" />;
  } else if (!profile.data) {
    content = <LoadingState />;
  } else if (profile.data.address) {
    const address = profile.data.address;
    content = (
      <ChoiceList label={intl.formatMessage({ id: 'planner.location.home' })}>
        <ChoiceRow
          icon={<IconHouse />}
          title={
            <Text span fw={700}>
              <FormattedMessage id="planner.location.homeChoice" />
            </Text>
          }
          detail={addressLine(address)}
          onChoose={() => onChoose(address)}
          disabled={busy}
        />
      </ChoiceList>
    );
  } else {
    content = (
      <Stack gap="xs" align="flex-start">
        <Text>
          <FormattedMessage id="planner.location.homeMissing" />
        </Text>
        <Button
          component={Link}
          to={searchLocationPath('home', editSearchCriteria)}
          state={BACK_ON_CHOICE}
          variant="default"
        >
          <FormattedMessage id="planner.location.setHome" />
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <FormattedMessage id="planner.location.home" />
      </Title>
      {content}
    </Stack>
  );
}
