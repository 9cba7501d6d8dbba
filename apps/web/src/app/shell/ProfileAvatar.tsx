import { Avatar, Indicator } from '@mantine/core';
import { useCurrentUser } from '../../lib/useCurrentUser';
import { useKnownProfile } from '../../features/profile';
import { imageUrl } from '../../lib/image';

/** The avatar in the top bar: photo or initials, with the badge while acting for somebody else. */
export function ProfileAvatar({ delegating }: { delegating: boolean }) {
  const user = useCurrentUser();
  const photo = imageUrl(useKnownProfile()?.image);
  return (
    <Indicator disabled={!delegating} color="orange.9" size={14} offset={5} withBorder>
      <Avatar src={photo} alt="" variant="filled" color="achterhoek" radius="xl" size={40}>
        {user?.initials}
      </Avatar>
    </Indicator>
  );
}
