import { Avatar } from '@mantine/core';
import { imageUrl } from '../lib/image';
import { initialsOf } from '../lib/names';

/**
 * A person's photo (`/images/{image}`), or their initials on the app's green. Decorative (empty `alt`)
 * where the name is written beside it; otherwise pass the text that says whose photo it is.
 */
export function PersonPhoto({
  name,
  image,
  size,
  alt = '',
}: {
  name: string;
  image: string | null | undefined;
  size: number;
  alt?: string;
}) {
  return (
    <Avatar src={imageUrl(image)} alt={alt} size={size} radius={size} color="achterhoek" variant="filled">
      {initialsOf(name)}
    </Avatar>
  );
}
