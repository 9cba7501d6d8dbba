import { Avatar, Indicator, Menu, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconLogout, IconProfile } from '../../components/icons';
import { useCurrentUser } from '../../lib/useCurrentUser';
import { useProfile } from '../../features/profile';
import { imageUrl } from '../../lib/image';
import { paths } from '../../lib/paths';
import classes from './ProfileMenu.module.css';

interface ProfileMenuProps {
  /** Shows the badge that tells the user they are acting for somebody else. */
  delegating?: boolean;
}

/**
 * The avatar in the top bar (photo or initials), opening 'Mijn profiel' and 'Afmelden'. For users with the
 * delegate role the profile entry leads to 'Machtigingen' (/delegators) instead (spec 000 §2 Profile).
 */
export function ProfileMenu({ delegating = false }: ProfileMenuProps) {
  const intl = useIntl();
  const user = useCurrentUser();
  const isDelegate = user?.hasRealmRole('delegate') ?? false;
  const photo = imageUrl(useProfile().data?.image);
  const label = [
    intl.formatMessage({ id: 'shell.profileMenu' }),
    delegating ? intl.formatMessage({ id: 'shell.delegating' }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Menu position="bottom-end" width={240} shadow="md" classNames={{ item: classes.item }}>
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={label}>
          <Indicator disabled={!delegating} color="orange.9" size={14} offset={5} withBorder>
            <Avatar src={photo} alt="" variant="filled" color="achterhoek" radius="xl" size={40}>
              {user?.initials}
            </Avatar>
          </Indicator>
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
