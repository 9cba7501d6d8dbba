import { List, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTopDonors } from '../api/queries';
import { donorName } from './donorName';

/** 'Top donateurs' (5): who gave most by name, of all charities or of one (spec 001 §2.10, §2.11). */
export function TopDonors({ charity }: { charity?: string }) {
  const intl = useIntl();
  const top = useTopDonors(charity);
  if (top.isPending || top.isError) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="top-donors">
      <Title order={2} size="h4" id="top-donors">
        <FormattedMessage id="charities.topDonors" />
      </Title>
      {top.data.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="charities.noTopDonors" />
        </Text>
      ) : (
        <List type="ordered" spacing={4} data-testid="top-donors">
          {top.data.map((entry) => (
            <List.Item key={entry.donor.id}>
              <FormattedMessage
                id="charities.donorLine"
                values={{
                  name: donorName(intl, entry.donor),
                  credits: intl.formatMessage({ id: 'charities.credits' }, { count: entry.donatedCredits }),
                }}
              />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
