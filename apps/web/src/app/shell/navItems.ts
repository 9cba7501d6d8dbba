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

/** The bottom navigation, in the spec's order. */
export const navItems: readonly NavItem[] = [
  { to: paths.home, label: 'shell.nav.home', icon: IconHome },
  // The spec sends passengers to /search, drivers to /plan and users with both roles to /modeSelection.
  // The role is part of the profile, which is not loaded yet, so everyone goes to the mode selection.
  { to: paths.modeSelection, label: 'shell.nav.planner', icon: IconPlanner },
  { to: paths.tripsOverview, label: 'shell.nav.trips', icon: IconTrips },
  { to: paths.community, label: 'shell.nav.community', icon: IconCommunity, showsUnread: true },
  { to: paths.profile, label: 'shell.nav.profile', icon: IconProfile },
];
