import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { formatDate } from '../../../lib/format';
import { useDonations } from '../api/queries';
import { donorName } from './donorName';
import { NextPageButton } from '../../../components/NextPageFooter';

/**
 * A charity's donations, newest first, 20 at a time with 'Meer donaties' (spec 001 §2.11, §9). An
 * anonymous gift shows 'Anoniem' (the server names its donor to nobody but the donor).
 */
export function DonationList({ charityId }: { charityId: string }) {
  const intl = useIntl();
  const donations = useDonations(charityId);
  const list = donations.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="donations">
      <Title order={2} size="h4" id="donations">
        <FormattedMessage id="charities.detail.donations" />
      </Title>
      <AwaitQueries queries={[donations]} errorId="charities.detail.donationsError">
        {() =>
          list.length === 0 ? (
            <Text c="dimmed">
              <FormattedMessage id="charities.detail.noDonations" />
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((donation) => (
                <Card component="li" key={donation.id} withBorder padding="xs" data-testid="donation">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{donorName(intl, donation.donor)}</Text>
                    <Text fw={600}>
                      <FormattedMessage id="charities.credits" values={{ count: donation.amount }} />
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatDate(donation.donationTime)}
                  </Text>
                  {donation.description && <Text size="sm">{donation.description}</Text>}
                </Card>
              ))}
            </Stack>
          )
        }
      </AwaitQueries>
      <NextPageButton paging={donations} label="charities.detail.loadMore" />
    </Stack>
  );
}
