import { Badge, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useAppConfig } from '../../../lib/app-config-context';
import { paths } from '../../../lib/paths';
import { useHasRealmRole } from '../../../lib/useCurrentUser';
import { useUnreadMessageCount } from '../../messaging';
import { useShoutOutCount } from '../../shoutouts';
import { useIsTreasurer, usePendingWithdrawalCount } from '../../treasury';

/**
 * /community: the tiles of the community part (spec 000 §2 Community). For now Berichten (with the
 * unread count), Oproepen (with the count of the passenger's own open shout-outs and, for drivers, the
 * open ones around their home), Beloningen (disabled while credits are off), Gemachtigden, Machtigingen
 * for delegates, Geschillen, SMS-berichten, E-mailberichten and Livesimulator for admins, and for a
 * treasurer or admin the treasury: Financiën, Uitbetalingen (with the count of requested withdrawals) and
 * Systeeminstellingen (spec 001 §2.3); the other tiles come with their features.
 */
export function CommunityPage() {
  const intl = useIntl();
  const unread = useUnreadMessageCount();
  const shoutOuts = useShoutOutCount();
  const isAdmin = useHasRealmRole('admin');
  const isDelegate = useHasRealmRole('delegate');
  const { creditsEnabled } = useAppConfig();
  // Also with credits switched off: the banker still runs for the treasurer.
  const isTreasurer = useIsTreasurer();
  const pendingWithdrawals = usePendingWithdrawalCount(isTreasurer).data ?? 0;
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'community.title' })}</PageTitle>
      <SimpleGrid cols={2} mt="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        <Tile to={paths.inbox} label={<FormattedMessage id="community.messages" />}>
          {unread > 0 && (
            <Badge
              color="red"
              aria-label={intl.formatMessage({ id: 'messaging.inbox.unread' }, { count: unread })}
            >
              {unread}
            </Badge>
          )}
        </Tile>
        <Tile to={paths.shoutOuts} label={<FormattedMessage id="community.shoutOuts" />}>
          {shoutOuts !== undefined && shoutOuts > 0 && (
            <Badge aria-label={intl.formatMessage({ id: 'community.shoutOutCount' }, { count: shoutOuts })}>
              {shoutOuts}
            </Badge>
          )}
        </Tile>
        {/* Beloningen (spec 000 §2 Community): disabled, not hidden, while credits are switched off. */}
        <Tile
          to={paths.rewardOverview}
          label={<FormattedMessage id="community.rewards" />}
          disabled={!creditsEnabled}
        />
        <Tile to={paths.delegates} label={<FormattedMessage id="community.delegates" />} />
        {/* 'Goede Doelen' (spec 001 §2.10): shown, but switched off, with credits switched off. */}
        <Tile
          to={paths.charityOverview}
          label={<FormattedMessage id="community.charities" />}
          disabled={!creditsEnabled}
        />
        {/* Whom the user may act for: only for users with the delegate role (spec 000 §2 Community). */}
        {isDelegate && <Tile to={paths.delegators} label={<FormattedMessage id="community.delegators" />} />}
        {isAdmin && <Tile to={paths.disputes} label={<FormattedMessage id="community.disputes" />} />}
        {/* Admins read the SMS outbox (the delegation codes of the demo and the journeys). */}
        {isAdmin && <Tile to={paths.smsOutbox} label={<FormattedMessage id="community.smsOutbox" />} />}
        {/* And the e-mail outbox (password-reset links, when no mail server is configured). */}
        {isAdmin && <Tile to={paths.mailOutbox} label={<FormattedMessage id="community.mailOutbox" />} />}
        {/* And the demo's live-feed simulator: a train or bus made late or cancelled, to try the live times. */}
        {isAdmin && (
          <Tile to={paths.liveSimulator} label={<FormattedMessage id="community.liveSimulator" />} />
        )}
        {isTreasurer && (
          <>
            <Tile to={paths.systemCredits} label={<FormattedMessage id="community.finances" />} />
            <Tile to={paths.payments} label={<FormattedMessage id="community.payments" />}>
              {pendingWithdrawals > 0 && (
                <Badge
                  aria-label={intl.formatMessage(
                    { id: 'community.pendingWithdrawalCount' },
                    { count: pendingWithdrawals },
                  )}
                >
                  {pendingWithdrawals}
                </Badge>
              )}
            </Tile>
            <Tile to={paths.systemSettings} label={<FormattedMessage id="community.systemSettings" />} />
          </>
        )}
      </SimpleGrid>
    </>
  );
}

interface TileProps {
  to: string;
  label: ReactNode;
  children?: ReactNode;
  /** Shown greyed out, saying it is switched off, and not followed (credits switched off). */
  disabled?: boolean;
}

function Tile({ to, label, children, disabled = false }: TileProps) {
  const frame = { display: 'block', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 };
  const content = (
    // At 360 px a long label ('Systeeminstellingen') breaks, and a count goes under its label.
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text fw={700} lang="nl" style={{ minWidth: 0, hyphens: 'auto', overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      {disabled ? (
        <Text size="sm">
          <FormattedMessage id="community.creditsOff" />
        </Text>
      ) : (
        children
      )}
    </Group>
  );
  if (disabled)
    return (
      <li>
        <UnstyledButton
          p="md"
          w="100%"
          h="100%"
          disabled
          style={{ ...frame, opacity: 0.5, cursor: 'not-allowed' }}
        >
          {content}
        </UnstyledButton>
      </li>
    );
  return (
    <li>
      <UnstyledButton component={Link} to={to} p="md" w="100%" h="100%" style={frame}>
        {content}
      </UnstyledButton>
    </li>
  );
}
