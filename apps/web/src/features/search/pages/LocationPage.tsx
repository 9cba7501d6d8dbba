import type { Address, Place, Suggestion } from '@achterhoek/contracts';
import { Alert, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { PageTitle } from '../../../components/PageTitle';
import type { MessageId } from '../../../i18n/nl';
import { addressFromSuggestion } from '../../../lib/geo';
import { paths, type LocationField } from '../../../lib/paths';
import { useProfile, useSaveProfile } from '../../profile';
import { FavouriteDialog } from '../components/FavouriteDialog';
import { FavouritesSection } from '../components/FavouritesSection';
import { HomeAddressSection } from '../components/HomeAddressSection';
import { SuggestionResults } from '../components/SuggestionResults';
import { useReturnAfterChoice } from '../hooks/useReturnAfterChoice';
import { useSearchCriteria } from '../hooks/useSearchCriteria';
import {
  addressFromFavourite,
  parseLocationParams,
  placeFromAddress,
  placeFromFavourite,
  placeFromSuggestion,
} from '../lib/places';
import type { TripPlace } from '../lib/searchCriteria';

const TITLES: Record<LocationField, MessageId> = {
  from: 'planner.location.title.from',
  to: 'planner.location.title.to',
  home: 'planner.location.title.home',
};

/**
 * /searchLocation/{field};{editSearchCriteria} (spec 000 §2 Location page): a search box with the
 * geocoder's suggestions, the home address and 'Mijn favorieten'. For from and to the choice goes into
 * the trip search (or, with editSearchCriteria false, to the page that opened this one); for home it
 * becomes the profile's home address. Suggestions can be saved as favourites, favourites removed.
 */
export function LocationPage() {
  const intl = useIntl();
  const { params } = useParams();
  const parsed = parseLocationParams(params);

  if (!parsed.ok) {
    return (
      <Stack gap="lg">
        <PageTitle>{intl.formatMessage({ id: 'planner.location.title.unknown' })}</PageTitle>
        <Alert color="red" variant="light" role="alert">
          <FormattedMessage id="planner.location.unknownField" values={{ field: parsed.field }} />
        </Alert>
      </Stack>
    );
  }
  return <LocationPicker key={params} field={parsed.field} editSearchCriteria={parsed.editSearchCriteria} />;
}

function LocationPicker({
  field,
  editSearchCriteria,
}: {
  field: LocationField;
  editSearchCriteria: boolean;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [favouriteCandidate, setFavouriteCandidate] = useState<Suggestion | null>(null);
  const { setPlace, pick } = useSearchCriteria();
  const profile = useProfile();
  const saveProfile = useSaveProfile();
  const returnAfterChoice = useReturnAfterChoice();
  const fallback = editSearchCriteria ? paths.search : paths.home;

  const chooseTripPlace = (place: TripPlace) => {
    if (field === 'home') return;
    if (editSearchCriteria) setPlace(field, place);
    else pick(field, place);
    returnAfterChoice(fallback);
  };

  const chooseHomeAddress = async (address: Address) => {
    if (!profile.data || saveProfile.isPending) return;
    try {
      await saveProfile.mutateAsync({ ...profile.data, address });
      notify.info('planner.location.homeSaved');
      returnAfterChoice(fallback);
    } catch {
      notify.error('planner.location.homeSaveError');
    }
  };

  const chooseSuggestion = (suggestion: Suggestion) => {
    if (field === 'home') void chooseHomeAddress(addressFromSuggestion(suggestion));
    else chooseTripPlace(placeFromSuggestion(suggestion));
  };

  const chooseFavourite = (place: Place) => {
    if (field !== 'home') return chooseTripPlace(placeFromFavourite(place));
    const address = addressFromFavourite(place);
    if (address) void chooseHomeAddress(address);
  };

  const busy = saveProfile.isPending || (field === 'home' && !profile.data);

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: TITLES[field] })}</PageTitle>
      <Stack gap="sm">
        <TextInput
          type="search"
          label={intl.formatMessage({ id: 'planner.location.searchLabel' })}
          description={intl.formatMessage({
            id: field === 'home' ? 'planner.location.homeSearchHint' : 'planner.location.searchHint',
          })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          size="lg"
        />
        <SuggestionResults
          field={field}
          text={text}
          busy={busy}
          onChoose={chooseSuggestion}
          onSaveFavourite={setFavouriteCandidate}
        />
      </Stack>
      {field !== 'home' && (
        <HomeAddressSection
          editSearchCriteria={editSearchCriteria}
          busy={busy}
          onChoose={(address) => chooseTripPlace(placeFromAddress(address))}
        />
      )}
      <FavouritesSection
        busy={busy}
        onChoose={chooseFavourite}
        choosable={field === 'home' ? (place) => addressFromFavourite(place) !== null : undefined}
        hideWhenEmpty={field === 'home'}
      />
      <FavouriteDialog suggestion={favouriteCandidate} onClose={() => setFavouriteCandidate(null)} />
    </Stack>
  );
}
