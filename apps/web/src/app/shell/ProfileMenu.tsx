import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProfileAvatar } from './ProfileAvatar';
import { onFirstUse } from './onFirstUse';
import classes from './ProfileMenu.module.css';

interface ProfileMenuProps {
  /** Shows the badge that tells the user they are acting for somebody else. */
  delegating?: boolean;
}

// The menu (Mantine's Menu with its positioning and focus trap) is not needed to paint a page: it comes
// on first use, and the avatar is painted alone until then.
export const profileMenuDropdown = onFirstUse(() => import('./ProfileMenuDropdown'));

/**
 * The avatar in the top bar (photo or initials), opening 'Mijn profiel' and 'Afmelden'. Until the menu has
 * loaded the same button stands in its place; tapping it loads the menu and opens it.
 */
export function ProfileMenu({ delegating = false }: ProfileMenuProps) {
  const intl = useIntl();
  const { module, load } = profileMenuDropdown.use();
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const label = [
    intl.formatMessage({ id: 'shell.profileMenu' }),
    delegating ? intl.formatMessage({ id: 'shell.delegating' }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  if (module) {
    return <module.ProfileMenuDropdown label={label} delegating={delegating} openAtOnce={openAtOnce} />;
  }
  return (
    <UnstyledButton
      className={classes.trigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => {
        setOpenAtOnce(true);
        void load();
      }}
    >
      <ProfileAvatar delegating={delegating} />
    </UnstyledButton>
  );
}
