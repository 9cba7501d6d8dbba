import type { ComponentType } from 'react';
import { IconCommunity, IconHome, IconPlanner, IconProfile, IconTrips } from '../../components/icons';
import type { MessageId } from '../../i18n/nl';
import { paths } from '../../lib/paths';

export interface NavItem {
  /** Undefined while it is not known yet (the Planner tab before the profile has loaded). */
  to: string | undefined;
  label: MessageId;
  icon: ComponentType<{ size?: number }>;
  /** This tab carries the dot for unread messages. */
  showsUnread?: boolean;
}

/**
 * The bottom navigation, in this order: Home, Planner, Ritten, Community (with the dot for unread
 * messages) and Profiel. The Planner entry follows the user's role: /search for passengers, /plan for
 * drivers, /modeSelection for both or a profile without a role; see `plannerPathFor` (spec 000 §2 Shell). Undefined while the profile is loading: pointing at /modeSelection for a moment
 * sent passengers and drivers to the wrong page.
 */
export function navItemsFor(plannerPath: string | undefined): readonly NavItem[] {
  return [
    { to: paths.home, label: 'shell.nav.home', icon: IconHome },
    { to: plannerPath, label: 'shell.nav.planner', icon: IconPlanner },
    { to: paths.tripsOverview, label: 'shell.nav.trips', icon: IconTrips },
    { to: paths.community, label: 'shell.nav.community', icon: IconCommunity, showsUnread: true },
    { to: paths.profile, label: 'shell.nav.profile', icon: IconProfile },
  ];
}
