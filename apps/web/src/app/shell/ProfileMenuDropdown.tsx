import { Menu, UnstyledButton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { IconLogout, IconProfile } from '../../components/icons';
import { useCurrentUser } from '../../lib/useCurrentUser';
import { paths } from '../../lib/paths';
import { ProfileAvatar } from './ProfileAvatar';
import classes from './ProfileMenu.module.css';

export interface ProfileMenuDropdownProps {
  /** The avatar button's accessible name. */
  label: string;
  delegating: boolean;
  /** Open as it appears: the user tapped the avatar before the menu had loaded. */
  openAtOnce: boolean;
}

/**
 * The menu behind the avatar: 'Mijn profiel' and 'Afmelden'. For users with the delegate role the profile
 * entry leads to 'Machtigingen' (/delegators) instead (spec 000 §2 Profile). Loaded on first use (ProfileMenu).
 */
export function ProfileMenuDropdown({ label, delegating, openAtOnce }: ProfileMenuDropdownProps) {
  const isDelegate = useCurrentUser()?.hasRealmRole('delegate') ?? false;
  return (
    <Menu
      position="bottom-end"
      width={240}
      shadow="md"
      classNames={{ item: classes.item }}
      defaultOpened={openAtOnce}
    >
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={label}>
          <ProfileAvatar delegating={delegating} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={isDelegate ? paths.delegators : paths.profile}
          leftSection={<IconProfile size={20} />}
        >
          <FormattedMessage id={isDelegate ? 'shell.delegators' : 'shell.myProfile'} />
        </Menu.Item>
        <Menu.Item component={Link} to={paths.logout} leftSection={<IconLogout size={20} />}>
          <FormattedMessage id="shell.logout" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
