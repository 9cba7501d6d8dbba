import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { navItems } from './navItems';
import classes from './BottomNav.module.css';

interface BottomNavProps {
  hasUnreadMessages: boolean;
}

/** The five main tabs. NavLink marks the current one with aria-current="page". */
export function BottomNav({ hasUnreadMessages }: BottomNavProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.mainNavigation' })} className={classes.nav}>
      <ul className={classes.list}>
        {navItems.map(({ to, label, icon: Icon, showsUnread }) => (
          <li key={to}>
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
          </li>
        ))}
      </ul>
    </nav>
  );
}
