import { Button, SimpleGrid } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { useAppConfig } from '../../../lib/app-config-context';
import { paths } from '../../../lib/paths';
import { isRegisteredPath } from '../../../lib/route-registry';

interface CreditsAction {
  label: MessageId;
  to: string;
}

/**
 * The credits page's buttons (spec 001 §2.4), in the spec's order. Each one appears only once the route
 * table has a page for its path, so 'Doel steunen', 'Beloningen' and 'Opnames' switch themselves on when
 * their features are registered; until then only 'Credits toevoegen' shows.
 */
export const creditsActions: readonly CreditsAction[] = [
  { label: 'credits.action.supportGoal', to: paths.charityOverview },
  { label: 'credits.action.rewards', to: paths.rewardOverview },
  { label: 'credits.action.withdrawals', to: paths.withdrawalOverview },
  { label: 'credits.action.addCredits', to: paths.addCredits },
];

export function availableCreditsActions(): CreditsAction[] {
  return creditsActions.filter((action) => isRegisteredPath(action.to));
}

/** 'Doel steunen' stays in its place but is switched off (not hidden) with credits switched off. */
const needsCredits: readonly string[] = [paths.charityOverview];

export function CreditsActions() {
  const { creditsEnabled } = useAppConfig();
  const actions = availableCreditsActions();
  if (actions.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {actions.map((action) =>
        !creditsEnabled && needsCredits.includes(action.to) ? (
          <Button key={action.to} variant="light" disabled>
            <FormattedMessage id={action.label} />
          </Button>
        ) : (
          <Button
            key={action.to}
            component={Link}
            to={action.to}
            variant={action.to === paths.addCredits ? 'filled' : 'light'}
          >
            <FormattedMessage id={action.label} />
          </Button>
        ),
      )}
    </SimpleGrid>
  );
}
