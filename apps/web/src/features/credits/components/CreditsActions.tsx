import { Button, SimpleGrid } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { useAppConfig } from '../../../lib/app-config-context';
import { isRegisteredPath } from '../../../lib/route-registry';

interface CreditsAction {
  label: MessageId;
  to: string;
  /** Shown but disabled (not hidden) while credits are switched off (issue 29: 'Doel steunen', 'Beloningen'). */
  needsCredits?: true;
}

/**
 * The credits page's buttons, in this order: 'Doel steunen', 'Beloningen', 'Opnames' and 'Credits
 * toevoegen' (spec 001 §2.4). Each one appears only once the route table has a page for its path, so
 * 'Doel steunen', 'Beloningen' and 'Opnames' switch themselves on when their features are registered;
 * until then only 'Credits toevoegen' shows.
 */
export const creditsActions: readonly CreditsAction[] = [
  { label: 'credits.action.supportGoal', to: paths.charityOverview, needsCredits: true },
  { label: 'credits.action.rewards', to: paths.rewardOverview, needsCredits: true },
  { label: 'credits.action.withdrawals', to: paths.withdrawalOverview },
  { label: 'credits.action.addCredits', to: paths.addCredits },
];

export function availableCreditsActions(): CreditsAction[] {
  return creditsActions.filter((action) => isRegisteredPath(action.to));
}

export function CreditsActions() {
  const actions = availableCreditsActions();
  const { creditsEnabled } = useAppConfig();
  if (actions.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {actions.map((action) =>
        action.needsCredits && !creditsEnabled ? (
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
