import type { ComponentType } from 'react';
import { IconCommunity, IconHome, IconPlanner, IconProfile, IconTrips } from '../../components/icons';
import type { MessageId } from '../../i18n/nl';
import { paths } from '../../lib/paths';

export interface NavItem {
  to: string;
  label: MessageId;
  icon: ComponentType<{ size?: number }>;
  /** This tab carries the dot for unread messages. */
  showsUnread?: boolean;
}

/**
 * The bottom navigation, in the spec's order. The Planner entry follows the user's role (spec 000 §2
 * Shell): /search for passengers, /plan for drivers, /modeSelection for both or while the role is not
 * known; see `plannerPathFor`.
 */
export function navItemsFor(plannerPath: string): readonly NavItem[] {
  return [
    { to: paths.home, label: 'shell.nav.home', icon: IconHome },
    { to: plannerPath, label: 'shell.nav.planner', icon: IconPlanner },
    { to: paths.tripsOverview, label: 'shell.nav.trips', icon: IconTrips },
    { to: paths.community, label: 'shell.nav.community', icon: IconCommunity, showsUnread: true },
    { to: paths.profile, label: 'shell.nav.profile', icon: IconProfile },
  ];
}
