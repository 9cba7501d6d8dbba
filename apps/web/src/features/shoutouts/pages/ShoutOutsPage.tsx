import type { Profile } from '@achterhoek/contracts';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { NextPageFooter, useNextPageOnScroll } from '../../../components/NextPageFooter';
import { PageTitle } from '../../../components/PageTitle';
import { useNow } from '../../../lib/useNow';
import { RoleTabs, shownRole, useProfile } from '../../profile';
import { useCommunityShoutOutPages, useOwnShoutOutPages } from '../api/queries';
import { RideAlertList } from '../components/RideAlertList';
import { ShoutOutCard } from '../components/ShoutOutCard';
import {
  communityShoutOutsQuery,
  homeOf,
  ownShoutOutsQuery,
  type ShoutOutBase,
  type ShoutOutPeriod,
} from '../lib/listQueries';

/**
 * /shout-outs (spec 000 §2 Shout-outs): drivers see the community's shout-outs ('Oproepen') around their
 * home or in the whole country; passengers see their own ('Mijn Oproepen') with their ride alerts below.
 * Users who are both get the tabs Community and Mijn oproepen; the tab follows, and sets, the profile's
 * acting role. Either list shows the open shout-outs (Actueel) or every one until now (Historie), 10 at a
 * time (the history starts with 5), more as it is scrolled.
 */
export function ShoutOutsPage() {
  const intl = useIntl();
  const profile = useProfile();
  const [period, setPeriod] = useState<ShoutOutPeriod>('current');
  // The history runs until the moment it was asked for, so its pages keep belonging to one list.
  const [pastUntil, setPastUntil] = useState(() => new Date().toISOString());

  if (profile.isPending) return <LoadingState />;
  if (profile.isError || !profile.data) {
    return <QueryLoadError query={profile} messageId="shoutOuts.list.error" />;
  }
  const { userRole } = profile.data;
  const role = shownRole(profile.data);

  const periodChoice = (
    <Radio.Group
      label={intl.formatMessage({ id: 'shoutOuts.list.when' })}
      value={period}
      onChange={(value) => {
        if (value === 'past') setPastUntil(new Date().toISOString());
        setPeriod(value === 'past' ? 'past' : 'current');
      }}
    >
      <Group mt={4}>
        <Radio value="past" label={intl.formatMessage({ id: 'shoutOuts.list.past' })} />
        <Radio value="current" label={intl.formatMessage({ id: 'shoutOuts.list.current' })} />
      </Group>
    </Radio.Group>
  );
  const content =
    role === 'driver' ? (
      <CommunityShoutOuts
        profile={profile.data}
        period={period}
        until={pastUntil}
        periodChoice={periodChoice}
      />
    ) : (
      <Stack gap="lg">
        <Stack>
          {periodChoice}
          <OwnShoutOuts period={period} until={pastUntil} />
        </Stack>
        <RideAlertList />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageTitle>
        {intl.formatMessage({
          id: userRole === 'passenger' ? 'shoutOuts.list.titlePassenger' : 'shoutOuts.list.titleDriver',
        })}
      </PageTitle>
      <RoleTabs
        profile={profile.data}
        driverLabel={intl.formatMessage({ id: 'shoutOuts.list.community' })}
        passengerLabel={intl.formatMessage({ id: 'shoutOuts.list.mine' })}
      >
        {content}
      </RoleTabs>
    </Stack>
  );
}

/** The passenger's own shout-outs; each opens the passenger's page with its offers. */
function OwnShoutOuts({ period, until }: { period: ShoutOutPeriod; until: string }) {
  const query = useMemo(() => ownShoutOutsQuery(period, until), [period, until]);
  const pages = useOwnShoutOutPages(query);
  return <ShoutOutList pages={pages} viewer="passenger" />;
}

/**
 * The community's shout-outs for a driver, around the chosen base: Woonplaats (the profile's home, the
 * default), Locatie (not offered: the app does not ask where the driver is) or Land (the whole country).
 * Without a home address Woonplaats cannot be chosen and the whole country is shown, with a word why.
 */
function CommunityShoutOuts({
  profile,
  period,
  until,
  periodChoice,
}: {
  profile: Profile;
  period: ShoutOutPeriod;
  until: string;
  periodChoice: ReactNode;
}) {
  const intl = useIntl();
  const home = useMemo(() => homeOf(profile), [profile]);
  const [chosenBase, setBase] = useState<ShoutOutBase>('home');
  const base: ShoutOutBase = chosenBase === 'home' && !home ? 'country' : chosenBase;
  const query = useMemo(
    () => communityShoutOutsQuery(base, home, period, until),
    [base, home, period, until],
  );
  const pages = useCommunityShoutOutPages(query);
  return (
    <Stack>
      {periodChoice}
      <Radio.Group
        label={intl.formatMessage({ id: 'shoutOuts.list.base' })}
        value={base}
        onChange={(value) => setBase(value === 'country' ? 'country' : 'home')}
      >
        <Group mt={4}>
          <Radio value="home" disabled={!home} label={intl.formatMessage({ id: 'shoutOuts.list.home' })} />
          <Radio value="location" disabled label={intl.formatMessage({ id: 'shoutOuts.list.location' })} />
          <Radio value="country" label={intl.formatMessage({ id: 'shoutOuts.list.country' })} />
        </Group>
      </Radio.Group>
      {!home && <Text size="sm">{intl.formatMessage({ id: 'shoutOuts.list.noHome' })}</Text>}
      <ShoutOutList pages={pages} viewer="driver" />
    </Stack>
  );
}

/**
 * A list of shout-outs, page by page: loading, a failure with a retry, 'Er zijn geen oproepen
 * gevonden.', or the cards, with the next page loaded as the list is scrolled.
 */
function ShoutOutList({
  pages,
  viewer,
}: {
  pages: ReturnType<typeof useOwnShoutOutPages>;
  viewer: 'passenger' | 'driver';
}) {
  const intl = useIntl();
  // Whether a shout-out has expired moves with the clock.
  const now = useNow(60_000).getTime();
  useNextPageOnScroll(pages);
  if (pages.isPending) return <LoadingState />;
  if (pages.isError) {
    return <QueryLoadError query={pages} messageId="shoutOuts.list.error" />;
  }
  const all = pages.data.pages.flatMap((page) => page.data);
  if (all.length === 0) return <Text>{intl.formatMessage({ id: 'shoutOuts.list.empty' })}</Text>;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {all.map((shoutOut) => (
          <li key={shoutOut.id}>
            <ShoutOutCard shoutOut={shoutOut} viewer={viewer} now={now} />
          </li>
        ))}
      </Stack>
      <NextPageFooter paging={pages} errorText={intl.formatMessage({ id: 'shoutOuts.list.error' })} />
    </Stack>
  );
}
