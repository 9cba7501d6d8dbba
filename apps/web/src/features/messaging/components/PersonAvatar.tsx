import type { MessagingPerson } from '@achterhoek/contracts';
import { PersonPhoto } from '../../../components/PersonPhoto';
import { personFullName } from '../lib/conversation';

/** A counterpart's photo (`/images/{image}`), or their initials. Decorative: the name is shown beside it. */
export function PersonAvatar({ person, size = 44 }: { person: MessagingPerson | undefined; size?: number }) {
  const name = person ? personFullName(person) : '';
  return <PersonPhoto name={name} image={person?.image} size={size} />;
}
