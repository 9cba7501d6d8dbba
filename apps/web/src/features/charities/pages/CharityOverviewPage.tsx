import { Group, ScrollArea, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { Page } from '../../../components/Page';
import { paths } from '../../../lib/paths';
import { useLoadMoreOnScroll } from '../../../lib/useLoadMoreOnScroll';
import { useIsTreasurer } from '../../treasury';
import { useCharities, useRecentDonations } from '../api/queries';
import { CharityCard } from '../components/CharityCard';
import { TopDonors } from '../components/TopDonors';
import { LinkButton } from '../../../components/LinkButton';

/**
 * /charityOverviewPage ('Goede Doelen', spec 001 §2.10): the charities the person gave to before, the top
 * donors, and all running charities 10 at a time (more load while scrolling); the switch adds the ended
 * ones. Only a treasurer or an admin acting as themselves adds a charity.
 */
export function CharityOverviewPage() {
  const intl = useIntl();
  const [closed, setClosed] = useState(false);
  const isTreasurer = useIsTreasurer();
  const charities = useCharities(closed);
  const list = charities.data?.pages.flatMap((page) => page.data) ?? [];
  useLoadMoreOnScroll(
    Boolean(charities.hasNextPage) && !charities.isFetchingNextPage,
    () => void charities.fetchNextPage(),
  );

  return (
    <Page title="charities.title">
      {isTreasurer && <LinkButton to={paths.createCharity} label="charities.add" />}
      <RecentDonations />
      <TopDonors />
      <Switch
        size="md"
        checked={closed}
        onChange={(event) => setClosed(event.currentTarget.checked)}
        label={intl.formatMessage({ id: 'charities.includeClosed' })}
      />
      <AwaitQueries queries={[charities]} errorId="charities.error">
        {() =>
          list.length === 0 ? (
            <Text>
              <FormattedMessage id="charities.empty" />
            </Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((charity) => (
                <li key={charity.id}>
                  <CharityCard charity={charity} />
                </li>
              ))}
            </Stack>
          )
        }
      </AwaitQueries>
      {charities.isFetchingNextPage && (
        <Text role="status" c="dimmed">
          <FormattedMessage id="charities.loadingMore" />
        </Text>
      )}
    </Page>
  );
}

/** 'Eerder gedoneerd': the (up to 5) charities the person gave to, side by side; only when there are any. */
function RecentDonations() {
  const recent = useRecentDonations();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="recent-donations">
      <Title order={2} size="h4" id="recent-donations">
        <FormattedMessage id="charities.recent" />
      </Title>
      <ScrollArea type="auto" offsetScrollbars>
        <Group
          wrap="nowrap"
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="recent-donations"
        >
          {recent.data.map((charity) => (
            <li key={charity.id} style={{ width: 260, flexShrink: 0 }}>
              <CharityCard charity={charity} />
            </li>
          ))}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
