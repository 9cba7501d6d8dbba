import type { MessagingPerson } from '@achterhoek/contracts';
import { Avatar } from '@mantine/core';
import { imageUrl } from '../../../lib/image';
import { initialsOf } from '../../../lib/names';
import { personFullName } from '../lib/conversation';

/** A counterpart's photo (`/images/{image}`), or their initials. Decorative: the name is shown beside it. */
export function PersonAvatar({ person, size = 44 }: { person: MessagingPerson | undefined; size?: number }) {
  const name = person ? personFullName(person) : '';
  return (
    <Avatar
      src={imageUrl(person?.image)}
      alt=""
      size={size}
      radius={size}
      color="achterhoek"
      variant="filled"
    >
      {initialsOf(name)}
    </Avatar>
  );
}
