import type { Place } from '@achterhoek/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../../lib/notify';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { useFavourites, useRemoveFavourite } from '../api/queries';
import { ChoiceList, ChoiceRow } from './ChoiceList';
import { IconTrash } from '../../../components/icons';
import { CategoryIcon } from './icons';

interface FavouritesSectionProps {
  /** Whether a favourite can be chosen here (a home address needs a locality). */
  choosable?: (place: Place) => boolean;
  busy: boolean;
  onChoose: (place: Place) => void;
  /** Leave the section out while there is nothing to choose (where favourites cannot be added). */
  hideWhenEmpty?: boolean;
}

/** 'Mijn favorieten': the saved places (up to 100), each to choose or to remove. */
export function FavouritesSection({
  choosable = () => true,
  busy,
  onChoose,
  hideWhenEmpty = false,
}: FavouritesSectionProps) {
  const intl = useIntl();
  const favourites = useFavourites();
  const remove = useRemoveFavourite();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const removeFavourite = (place: Place) => {
    remove.mutate(place.id, {
      onSuccess: () => {
        notify.info('planner.favourites.removed');
        // The row and its button are gone: continue from the list's heading rather than from nowhere.
        heading.current?.focus();
      },
      onError: () => notify.error('planner.favourites.removeError'),
    });
  };

  let content;
  if (favourites.isPending) {
    content = <LoadingState />;
  } else if (favourites.isError) {
    content = <QueryLoadError query={favourites} messageId="planner.favourites.loadError" />;
  } else {
    const places = favourites.data.data.filter(choosable);
    if (places.length === 0 && hideWhenEmpty) return null;
    content =
      places.length === 0 ? (
        <Text>
          <FormattedMessage id="planner.favourites.empty" />
        </Text>
      ) : (
        <ChoiceList label={intl.formatMessage({ id: 'planner.favourites.title' })}>
          {places.map((place) => {
            const name = place.name?.trim() || place.label;
            return (
              <ChoiceRow
                key={place.id}
                icon={<CategoryIcon category={place.category} />}
                title={
                  <Text span fw={700}>
                    {name}
                  </Text>
                }
                detail={name === place.label ? (place.locality ?? undefined) : place.label}
                onChoose={() => onChoose(place)}
                disabled={busy}
                action={{
                  label: intl.formatMessage({ id: 'planner.favourites.remove' }, { name }),
                  icon: <IconTrash />,
                  color: 'red.8',
                  onClick: () => removeFavourite(place),
                  disabled: remove.isPending && remove.variables === place.id,
                }}
              />
            );
          })}
        </ChoiceList>
      );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        <FormattedMessage id="planner.favourites.title" />
      </Title>
      {content}
    </Stack>
  );
}
