import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { navItemsFor } from './navItems';
import classes from './BottomNav.module.css';

interface BottomNavProps {
  hasUnreadMessages: boolean;
  /** Where the Planner tab leads for this user's role; undefined while the role is not known yet. */
  plannerPath: string | undefined;
}

/**
 * The five main tabs. NavLink marks the current one with aria-current="page". A tab whose destination is
 * not known yet shows as a disabled link until it is.
 */
export function BottomNav({ hasUnreadMessages, plannerPath }: BottomNavProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.mainNavigation' })} className={classes.nav}>
      <ul className={classes.list}>
        {navItemsFor(plannerPath).map(({ to, label, icon: Icon, showsUnread }) => (
          <li key={label}>
            {to === undefined ? (
              <span role="link" aria-disabled="true" className={classes.link}>
                <Icon size={26} />
                <span className={classes.label}>
                  <FormattedMessage id={label} />
                </span>
              </span>
            ) : (
              <NavLink to={to} className={classes.link}>
                <Icon size={26} />
                <span className={classes.label}>
                  <FormattedMessage id={label} />
                </span>
                {/* After the label, so screen readers say 'Community, Ongelezen berichten'. */}
                {showsUnread && hasUnreadMessages && (
                  <span
                    className={classes.dot}
                    role="img"
                    aria-label={intl.formatMessage({ id: 'shell.unreadMessages' })}
                  />
                )}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
