import { CHARITY_IMAGE_PREVIEW_SIZE } from '@achterhoek/contracts';
import { Box, Image } from '@mantine/core';
import { useIntl } from 'react-intl';
import { imageUrl } from '../../../lib/image';

/**
 * A charity's picture, at most 150 px wide (spec 001 §9); without one a neutral grey square holds its
 * place, so the cards line up.
 */
export function CharityImage({
  url,
  name,
  size = CHARITY_IMAGE_PREVIEW_SIZE,
}: {
  url: string | null;
  name: string;
  size?: number;
}) {
  const intl = useIntl();
  const source = imageUrl(url);
  if (!source)
    return (
      <Box
        w={size}
        h={size}
        bg="gray.2"
        style={{ borderRadius: 8, flexShrink: 0 }}
        aria-hidden
        data-testid="charity-placeholder"
      />
    );
  return (
    <Image
      src={source}
      alt={intl.formatMessage({ id: 'charities.imageOf' }, { name })}
      w={size}
      h={size}
      fit="cover"
      radius="md"
      style={{ flexShrink: 0 }}
    />
  );
}
